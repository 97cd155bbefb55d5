/** A seeded random source for the captcha tests: the same images on every run (never the server's). */
export function seeded(seed: number): (min: number, max: number) => number {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (min, max) => min + next() * (max - min);
}

/** `length` digits from the seeded source. */
export function seededDigits(rnd: (min: number, max: number) => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(Math.min(9, Math.floor(rnd(0, 10))));
  return out;
}
