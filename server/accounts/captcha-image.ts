/**
 * The captcha image: rasterised (a PNG, so no vector or text structure to read), six digits drawn
 * with thick dark strokes, each scaled, rotated, sheared, its vertices nudged and its strokes bowed
 * at random, placed with a clear gap between neighbours, the whole image gently warped, then crossed
 * by thin light curves beneath the digits and lightly speckled. A person reads it at phone size
 * (captcha-legibility.ts measures it); the test solvers (server/security/captcha-solver.ts) read
 * the clean rendering and fail on this.
 */
import { randomInt } from 'node:crypto';
import { encodePng } from '../media/png';

/** Digit strokes on a 10 × 16 grid (polylines). */
export const STROKES: Record<string, number[][]> = {
  '0': [[3, 1, 7, 1, 9, 4, 9, 12, 7, 15, 3, 15, 1, 12, 1, 4, 3, 1]],
  '1': [
    [3, 4, 6, 1, 6, 15],
    [3, 15, 9, 15],
  ],
  '2': [[1, 3, 4, 1, 8, 1, 9, 4, 1, 15, 9, 15]],
  '3': [[1, 1, 9, 1, 5, 7, 9, 10, 8, 15, 1, 15]],
  '4': [[7, 15, 7, 1, 1, 11, 9, 11]],
  '5': [[9, 1, 1, 1, 1, 7, 8, 7, 9, 11, 8, 15, 1, 15]],
  '6': [[8, 1, 2, 5, 1, 15, 9, 15, 9, 8, 1, 8]],
  '7': [
    [1, 1, 9, 1, 4, 15],
    [3, 8, 8, 8],
  ],
  '8': [
    [2, 1, 8, 1, 8, 7, 2, 7, 2, 1],
    [2, 7, 1, 15, 9, 15, 8, 7],
  ],
  '9': [[9, 7, 3, 8, 1, 6, 1, 3, 3, 1, 7, 1, 9, 3, 9, 7, 5, 15]],
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

type Point = [number, number];
const ORIGIN: Point = [0, 0];

/** One digit's polylines in image px: scaled, sheared, rotated, each vertex nudged; not yet placed. */
function shape(digit: string, hard: boolean, rnd: Random): Point[][] {
  const sx = hard ? rnd(2.45, 2.75) : 2.7;
  const sy = hard ? rnd(2.4, 2.7) : 2.7;
  const angle = hard ? rnd(-0.42, 0.42) : 0;
  const shear = hard ? rnd(-0.35, 0.35) : 0;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return (STROKES[digit] ?? []).map((line) => {
    const points: Point[] = [];
    for (let k = 0; k + 1 < line.length; k += 2) {
      const gx = (line[k] ?? 0) + (hard ? rnd(-0.7, 0.7) : 0);
      const gy = (line[k + 1] ?? 0) + (hard ? rnd(-0.6, 0.6) : 0);
      const lx = (gx - 5 + shear * (gy - 8)) * sx;
      const ly = (gy - 8) * sy;
      points.push([lx * cos - ly * sin, lx * sin + ly * cos]);
    }
    if (!hard) return points;
    // each stroke bowed a little, as a hand draws it
    const bowed: Point[] = points.slice(0, 1);
    for (let k = 0; k + 1 < points.length; k++) {
      const [a, b] = [points[k] ?? ORIGIN, points[k + 1] ?? ORIGIN];
      const bow = rnd(-0.12, 0.12);
      for (let t = 1; t <= 4; t++) {
        const off = bow * Math.sin((Math.PI * t) / 4);
        bowed.push([a[0] + ((b[0] - a[0]) * t) / 4 - (b[1] - a[1]) * off, a[1] + ((b[1] - a[1]) * t) / 4 + (b[0] - a[0]) * off]);
      }
    }
    return bowed;
  });
}

function extent(lines: Point[][], r: number): { minX: number; maxX: number; minY: number; maxY: number } {
  const all = lines.flat();
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  return { minX: Math.min(...xs) - r, maxX: Math.max(...xs) + r, minY: Math.min(...ys) - r, maxY: Math.max(...ys) + r };
}

/** Hardened: the glyphs never touch (a clear gap), strong dark strokes, thin light noise beneath them. */
export function renderCaptchaLayout(answer: string, style: CaptchaStyle = 'hardened', rnd: Random = cryptoRandom): CaptchaRender {
  const hard = style === 'hardened';
  const canvas = new Canvas();
  const noise = new Canvas();
  const glyphs = [...answer].map((digit) => {
    const r = hard ? rnd(1.75, 2.15) : 2.2;
    const lines = shape(digit, hard, rnd);
    return { r, lines, box: extent(lines, r), gap: hard ? rnd(6, 10) : 36 - extent(lines, r).maxX + extent(lines, r).minX };
  });
  // shrink the glyphs (never the gaps) when the row would not fit with a 4 px margin
  const inked = glyphs.reduce((sum, g) => sum + g.box.maxX - g.box.minX, 0);
  const gaps = glyphs.reduce((sum, g, i) => sum + (i > 0 ? g.gap : 0), 0);
  const fit = hard ? Math.min(1, (CAPTCHA_WIDTH - 8 - gaps) / inked) : 1;
  for (const g of glyphs) g.box = { minX: g.box.minX * fit, maxX: g.box.maxX * fit, minY: g.box.minY * fit, maxY: g.box.maxY * fit };
  const width = inked * fit + gaps;
  let x = hard ? 4 + rnd(0, CAPTCHA_WIDTH - 8 - width) : 12;
  for (const [i, g] of glyphs.entries()) {
    canvas.glyph = i + 1;
    if (i > 0) x += g.gap;
    const height = g.box.maxY - g.box.minY;
    const top = hard ? rnd(6, Math.max(6, CAPTCHA_HEIGHT - 6 - height)) : 10 + 8 * 2.7 + g.box.minY;
    const [dx, dy] = [x - g.box.minX, top - g.box.minY];
    for (const line of g.lines) {
      for (let k = 0; k + 1 < line.length; k++) {
        const [a, b] = [line[k] ?? ORIGIN, line[k + 1] ?? ORIGIN];
        canvas.segment(a[0] * fit + dx, a[1] * fit + dy, b[0] * fit + dx, b[1] * fit + dy, g.r, 1);
      }
    }
    x += g.box.maxX - g.box.minX;
  }
  if (hard) {
    // thin, light curves across the digits (drawn beneath them)
    for (let n = 0; n < 2; n++) {
      const [amp, period, phase, base] = [rnd(6, 18), rnd(20, 50), rnd(0, 6.3), rnd(18, 52)];
      let [px, py] = [0, base + amp * Math.sin(phase)];
      for (let nx = 3; nx <= CAPTCHA_WIDTH + 3; nx += 3) {
        const ny = base + amp * Math.sin(nx / period + phase);
        noise.segment(px, py, nx, ny, rnd(0.55, 0.72), rnd(0.3, 0.42));
        [px, py] = [nx, ny];
      }
    }
  }
  const size = CAPTCHA_WIDTH * CAPTCHA_HEIGHT;
  const out = {
    pixels: new Uint8Array(size),
    owner: new Int8Array(size),
    noise: new Float32Array(size),
    strokes: glyphs.map((g) => 2 * g.r),
  };
  const [waveA, waveB] = hard ? [rnd(0.6, 1.2), rnd(1.5, 3)] : [0, 0];
  const [pA, pB, phA, phB] = [rnd(12, 20), rnd(14, 24), rnd(0, 6.3), rnd(0, 6.3)];
  const ink = hard ? rnd(12, 40) : 20;
  const [bgLeft, bgRight] = hard ? [rnd(232, 252), rnd(232, 252)] : [240, 240];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let px = 0; px < CAPTCHA_WIDTH; px++) {
      // warp: sample the ink from a wavy displacement of this pixel
      const sx = Math.round(px + waveA * Math.sin(y / pA + phA));
      const sy = Math.round(y + waveB * Math.sin(px / pB + phB));
      const inside = sx >= 0 && sx < CAPTCHA_WIDTH && sy >= 0 && sy < CAPTCHA_HEIGHT;
      const from = sy * CAPTCHA_WIDTH + sx;
      const at = y * CAPTCHA_WIDTH + px;
      const glyphInk = inside ? (canvas.ink[from] ?? 0) : 0;
      const noiseInk = inside ? (noise.ink[from] ?? 0) : 0;
      out.owner[at] = inside && glyphInk > 0 ? (canvas.owner[from] ?? 0) : 0;
      out.noise[at] = noiseInk;
      const background = bgLeft + ((bgRight - bgLeft) * px) / CAPTCHA_WIDTH + (hard ? rnd(-6, 6) : 0);
      let gray = glyphInk > 0 ? ink + (hard ? rnd(-8, 8) : 0) : background * (1 - noiseInk) + 90 * noiseInk;
      if (hard && glyphInk === 0 && rnd(0, 1) < 0.03) gray = rnd(175, 215); // light speckles
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
