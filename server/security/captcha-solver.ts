/**
 * The bot side of the captcha: two solvers an attacker would write against our
 * font, used by captcha-solver.test.ts and scripts/security/captcha-figures.ts. `solveColumns`
 * cuts the inked width into equal columns; `solveSegments` binarises at Otsu's threshold, drops
 * specks, cuts at empty columns (merging or splitting to the expected count) and matches each piece
 * against the font's own digits.
 */
import { CAPTCHA_HEIGHT as H, renderCaptcha, CAPTCHA_WIDTH as W } from '../accounts/captcha-image';

type Bitmap = { on: (x: number, y: number) => boolean };

const threshold = (pixels: Uint8Array, level: number): Bitmap => ({ on: (x, y) => (pixels[y * W + x] ?? 255) < level });

/** The bounding box of the ink in columns [x0, x1), sampled on a 10 × 16 grid. */
function glyph(b: Bitmap, x0: number, x1: number): boolean[] {
  let [minX, maxX, minY, maxY] = [x1, x0, H, 0];
  for (let y = 0; y < H; y++) {
    for (let x = x0; x < x1; x++) {
      if (!b.on(x, y)) continue;
      [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
    }
  }
  const grid: boolean[] = [];
  for (let gy = 0; gy < 16; gy++) {
    for (let gx = 0; gx < 10; gx++) {
      const x = Math.round(minX + ((gx + 0.5) / 10) * (maxX - minX));
      const y = Math.round(minY + ((gy + 0.5) / 16) * (maxY - minY));
      grid.push(maxX > minX && b.on(x, y));
    }
  }
  return grid;
}

const TEMPLATES = [...'0123456789'].map((d) => glyph(threshold(renderCaptcha(d, 'clean'), 128), 0, W));

function similarity(a: boolean[], b: boolean[]): number {
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same += 1;
  return same / a.length;
}

function best(g: boolean[]): string {
  let found = 0;
  TEMPLATES.forEach((tpl, d) => {
    if (similarity(g, tpl) > similarity(g, TEMPLATES[found] ?? tpl)) found = d;
  });
  return String(found);
}

/** The simple solver: cut the inked width into `length` equal columns, best template for each. */
export function solveColumns(pixels: Uint8Array, length = 6): string {
  const b = threshold(pixels, 128);
  let [left, right] = [W, 0];
  for (let x = 0; x < W; x++) for (let y = 0; y < H; y++) if (b.on(x, y)) [left, right] = [Math.min(left, x), Math.max(right, x)];
  let out = '';
  for (let i = 0; i < length; i++) {
    const x0 = Math.floor(left + ((right - left + 1) * i) / length);
    const x1 = Math.floor(left + ((right - left + 1) * (i + 1)) / length);
    out += best(glyph(b, x0, x1));
  }
  return out;
}

/** Otsu's threshold of a gray image. */
function otsu(pixels: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const p of pixels) hist[p] = (hist[p] ?? 0) + 1;
  const total = pixels.length;
  let sum = 0;
  for (let t = 0; t < 256; t++) sum += t * (hist[t] ?? 0);
  let [sumB, wB, bestT, bestVar] = [0, 0, 128, 0];
  for (let t = 0; t < 256; t++) {
    wB += hist[t] ?? 0;
    if (wB === 0 || wB === total) continue;
    sumB += t * (hist[t] ?? 0);
    const mB = sumB / wB;
    const mF = (sum - sumB) / (total - wB);
    const between = wB * (total - wB) * (mB - mF) ** 2;
    if (between > bestVar) [bestVar, bestT] = [between, t];
  }
  return bestT + 1;
}

/** Keeps only 8-connected components of at least `minArea` pixels. */
function despeckle(b: Bitmap, minArea: number): Bitmap {
  const keep = new Uint8Array(W * H);
  const seen = new Uint8Array(W * H);
  for (let start = 0; start < W * H; start++) {
    if (seen[start] || !b.on(start % W, Math.floor(start / W))) continue;
    const stack = [start];
    const part: number[] = [];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop() ?? 0;
      part.push(i);
      const [x, y] = [i % W, Math.floor(i / W)];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const n = ny * W + nx;
          if (nx < 0 || ny < 0 || nx >= W || ny >= H || seen[n] || !b.on(nx, ny)) continue;
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (part.length >= minArea) for (const i of part) keep[i] = 1;
  }
  return { on: (x, y) => keep[y * W + x] === 1 };
}

/** The stronger solver: Otsu, despeckle, cut at empty columns, fit to `length` pieces, match. */
export function solveSegments(pixels: Uint8Array, length = 6): string {
  const b = despeckle(threshold(pixels, otsu(pixels)), 25);
  let runs: [number, number][] = [];
  let open = -1;
  for (let x = 0; x <= W; x++) {
    let ink = 0;
    if (x < W) for (let y = 0; y < H; y++) if (b.on(x, y)) ink += 1;
    if (ink > 0 && open < 0) open = x;
    if (ink === 0 && open >= 0) {
      runs.push([open, x]);
      open = -1;
    }
  }
  runs = runs.filter(([a, z]) => z - a >= 3);
  while (runs.length > length) {
    // merge the narrowest piece into its nearer neighbour
    let k = 0;
    runs.forEach(([a, z], i) => {
      if (z - a < (runs[k]?.[1] ?? 0) - (runs[k]?.[0] ?? 0)) k = i;
    });
    const gapL = k > 0 ? (runs[k]?.[0] ?? 0) - (runs[k - 1]?.[1] ?? 0) : Number.POSITIVE_INFINITY;
    const gapR = k < runs.length - 1 ? (runs[k + 1]?.[0] ?? 0) - (runs[k]?.[1] ?? 0) : Number.POSITIVE_INFINITY;
    const j = gapL <= gapR ? k - 1 : k;
    runs.splice(j, 2, [runs[j]?.[0] ?? 0, runs[j + 1]?.[1] ?? 0]);
  }
  while (runs.length > 0 && runs.length < length) {
    // split the widest piece in two
    let k = 0;
    runs.forEach(([a, z], i) => {
      if (z - a > (runs[k]?.[1] ?? 0) - (runs[k]?.[0] ?? 0)) k = i;
    });
    const [a, z] = runs[k] ?? [0, 0];
    const mid = Math.floor((a + z) / 2);
    runs.splice(k, 1, [a, mid], [mid, z]);
  }
  return runs.map(([a, z]) => best(glyph(b, a, z))).join('');
}
