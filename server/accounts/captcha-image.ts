/**
 * The captcha image: rasterised (a PNG, so no vector or text structure to read), each digit drawn
 * with thick strokes, scaled, rotated and sheared at random, packed so neighbours overlap, the whole
 * image warped by random waves, then crossed by stroke-like curves and speckled. A solver written
 * against it (server/security/captcha-solver.test.ts) reads the clean rendering and fails on this.
 */
import { randomInt } from 'node:crypto';
import { encodePng } from '../media/png';

/** Digit strokes on a 10 × 16 grid (polylines). */
export const STROKES: Record<string, number[][]> = {
  '0': [[1, 1, 9, 1, 9, 15, 1, 15, 1, 1], [9, 1, 1, 15]],
  '1': [[3, 4, 6, 1, 6, 15], [3, 15, 9, 15]],
  '2': [[1, 3, 4, 1, 8, 1, 9, 4, 1, 15, 9, 15]],
  '3': [[1, 1, 9, 1, 5, 7, 9, 10, 8, 15, 1, 15]],
  '4': [[7, 15, 7, 1, 1, 11, 9, 11]],
  '5': [[9, 1, 1, 1, 1, 7, 8, 7, 9, 11, 8, 15, 1, 15]],
  '6': [[8, 1, 2, 5, 1, 15, 9, 15, 9, 8, 1, 8]],
  '7': [[1, 1, 9, 1, 4, 15], [3, 8, 8, 8]],
  '8': [[1, 1, 9, 1, 9, 7, 1, 7, 1, 1], [1, 7, 1, 15, 9, 15, 9, 7]],
  '9': [[9, 8, 1, 8, 1, 1, 9, 1, 9, 15, 2, 15]],
};

export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 70;

type Random = (min: number, max: number) => number;
const cryptoRandom: Random = (min, max) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

/** Hardened (default) or clean: the clean form is only for proving the test solver works. */
export type CaptchaStyle = 'hardened' | 'clean';

class Canvas {
  readonly ink = new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  /** which glyph (1-based) put the most ink on a pixel; 0 for none */
  readonly owner = new Int8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  glyph = 0;
  /** a thick segment: every pixel within `r` of it gets `level` ink */
  segment(x1: number, y1: number, x2: number, y2: number, r: number, level: number): void {
    const minX = Math.max(0, Math.floor(Math.min(x1, x2) - r));
    const maxX = Math.min(CAPTCHA_WIDTH - 1, Math.ceil(Math.max(x1, x2) + r));
    const minY = Math.max(0, Math.floor(Math.min(y1, y2) - r));
    const maxY = Math.min(CAPTCHA_HEIGHT - 1, Math.ceil(Math.max(y1, y2) + r));
    const dx = x2 - x1;
    const dy = y2 - y1;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / len2));
        const ex = x1 + t * dx - x;
        const ey = y1 + t * dy - y;
        if (ex * ex + ey * ey <= r * r) {
          const i = y * CAPTCHA_WIDTH + x;
          if (level > (this.ink[i] ?? 0)) {
            this.ink[i] = level;
            this.owner[i] = this.glyph;
          }
        }
      }
    }
  }
}

/** What the generator knows of an image it drew: the pixels, and per pixel the glyph and noise ink. */
export type CaptchaRender = {
  pixels: Uint8Array;
  /** 1-based index of the glyph whose stroke covers the pixel, 0 for none (after the warp) */
  owner: Int8Array;
  /** noise-line ink on the pixel, 0..1 (after the warp) */
  noise: Float32Array;
  /** each glyph's stroke width in px */
  strokes: number[];
};

export function renderCaptcha(answer: string, style: CaptchaStyle = 'hardened', rnd: Random = cryptoRandom): Uint8Array {
  return renderCaptchaLayout(answer, style, rnd).pixels;
}

export function renderCaptchaLayout(answer: string, style: CaptchaStyle = 'hardened', rnd: Random = cryptoRandom): CaptchaRender {
  const hard = style === 'hardened';
  const canvas = new Canvas();
  const noise = new Canvas();
  const strokes: number[] = [];
  const step = hard ? rnd(30, 34) : 36;
  let x0 = hard ? rnd(8, 20) : 12;
  for (const digit of answer) {
    canvas.glyph += 1;
    const scale = hard ? rnd(2.4, 2.9) : 2.7;
    const angle = hard ? rnd(-0.45, 0.45) : 0;
    const shear = hard ? rnd(-0.35, 0.35) : 0;
    const y0 = hard ? rnd(4, 18) : 10;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const place = (gx: number, gy: number): [number, number] => {
      const lx = (gx - 5 + shear * (gy - 8)) * scale;
      const ly = (gy - 8) * scale;
      return [x0 + 5 * scale + lx * cos - ly * sin, y0 + 8 * scale + lx * sin + ly * cos];
    };
    const level = hard ? rnd(0.75, 1) : 1;
    const r = hard ? rnd(1.8, 2.5) : 2.2;
    strokes.push(2 * r);
    for (const line of STROKES[digit] ?? []) {
      for (let k = 0; k + 3 < line.length; k += 2) {
        const [ax, ay] = place(line[k] ?? 0, line[k + 1] ?? 0);
        const [bx, by] = place(line[k + 2] ?? 0, line[k + 3] ?? 0);
        canvas.segment(ax, ay, bx, by, r, level);
      }
    }
    x0 += step;
  }
  if (hard) {
    // stroke-like curves across the digits: as thick and dark as the digits themselves
    for (let n = 0; n < 2; n++) {
      const amp = rnd(6, 16);
      const period = rnd(25, 60);
      const phase = rnd(0, 6.3);
      const base = rnd(20, 50);
      let px = 0;
      let py = base + amp * Math.sin(phase);
      for (let x = 4; x <= CAPTCHA_WIDTH; x += 4) {
        const y = base + amp * Math.sin(x / period + phase);
        noise.segment(px, py, x, y, rnd(1.2, 1.8), rnd(0.7, 1));
        px = x;
        py = y;
      }
    }
  }
  const size = CAPTCHA_WIDTH * CAPTCHA_HEIGHT;
  const out = { pixels: new Uint8Array(size), owner: new Int8Array(size), noise: new Float32Array(size), strokes };
  const waveA = hard ? rnd(2, 4) : 0;
  const waveB = hard ? rnd(1.5, 3) : 0;
  const pA = rnd(18, 30);
  const pB = rnd(20, 35);
  const phA = rnd(0, 6.3);
  const phB = rnd(0, 6.3);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      // warp: sample the ink from a wavy displacement of this pixel
      const sx = Math.round(x + waveA * Math.sin(y / pA + phA));
      const sy = Math.round(y + waveB * Math.sin(x / pB + phB));
      const inside = sx >= 0 && sx < CAPTCHA_WIDTH && sy >= 0 && sy < CAPTCHA_HEIGHT;
      const from = sy * CAPTCHA_WIDTH + sx;
      const at = y * CAPTCHA_WIDTH + x;
      const glyphInk = inside ? (canvas.ink[from] ?? 0) : 0;
      const noiseInk = inside ? (noise.ink[from] ?? 0) : 0;
      out.owner[at] = inside ? (canvas.owner[from] ?? 0) : 0;
      out.noise[at] = noiseInk;
      const ink = Math.max(glyphInk, noiseInk);
      const background = hard ? 215 + rnd(-35, 35) : 240;
      let gray = background * (1 - ink) + (hard ? rnd(10, 70) : 20) * ink;
      if (hard && rnd(0, 1) < 0.04) gray = rnd(0, 1) < 0.5 ? rnd(0, 90) : 255; // speckles
      out.pixels[at] = Math.max(0, Math.min(255, Math.round(gray)));
    }
  }
  return out;
}

export function captchaPng(answer: string, style: CaptchaStyle = 'hardened'): Buffer {
  return encodePng(renderCaptcha(answer, style), CAPTCHA_WIDTH, CAPTCHA_HEIGHT, 'gray');
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
