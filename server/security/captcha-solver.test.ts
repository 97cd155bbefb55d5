/**
 * Finding 3: the old SVG captcha was read by rounding its polylines (88 of 88). The captcha is now
 * a distorted raster. This test writes a simple solver (binarise, cut into six columns, match each
 * against the font's own digits) and proves both that it works (it reads the clean rendering) and
 * that it fails on what the server serves.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT as H, renderCaptcha, CAPTCHA_WIDTH as W } from '../accounts/captcha-image';
import { createCaptcha } from '../accounts/captchas';
import { randomDigits } from '../accounts/secrets';
import { buildTestApp } from '../test/helper';

type Bitmap = { w: number; h: number; on: (x: number, y: number) => boolean };

/** Decodes our 8-bit grayscale PNG (what an attacker's image library would do). */
function decodePng(png: Buffer): Uint8Array {
  let offset = 8;
  const idat: Buffer[] = [];
  let width = 0;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') width = data.readUInt32BE(0);
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rows = raw.length / (width + 1);
  const out = new Uint8Array(width * rows);
  for (let y = 0; y < rows; y++) out.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  return out;
}

const dark = (pixels: Uint8Array): Bitmap => ({ w: W, h: H, on: (x, y) => (pixels[y * W + x] ?? 255) < 128 });

/** The bounding box of the ink in columns [x0, x1), scaled to a 10 × 16 grid. */
function glyph(b: Bitmap, x0: number, x1: number): boolean[] {
  let minX = x1;
  let maxX = x0;
  let minY = b.h;
  let maxY = 0;
  for (let y = 0; y < b.h; y++) {
    for (let x = x0; x < x1; x++) {
      if (!b.on(x, y)) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
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

const TEMPLATES = [...'0123456789'].map((d) => glyph(dark(renderCaptcha(d, 'clean')), 0, W));

function similarity(a: boolean[], b: boolean[]): number {
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same += 1;
  return same / a.length;
}

/** The simple solver: cut the inked width into six columns and take the best template for each. */
function solve(pixels: Uint8Array, length = 6): string {
  const b = dark(pixels);
  let left = W;
  let right = 0;
  for (let x = 0; x < W; x++) for (let y = 0; y < H; y++) if (b.on(x, y)) [left, right] = [Math.min(left, x), Math.max(right, x)];
  let out = '';
  for (let i = 0; i < length; i++) {
    const x0 = Math.floor(left + ((right - left + 1) * i) / length);
    const x1 = Math.floor(left + ((right - left + 1) * (i + 1)) / length);
    const g = glyph(b, x0, x1);
    let best = 0;
    TEMPLATES.forEach((tpl, d) => {
      if (similarity(g, tpl) > similarity(g, TEMPLATES[best] ?? tpl)) best = d;
    });
    out += String(best);
  }
  return out;
}

describe('the captcha resists a simple solver', () => {
  it('the solver works: it reads the clean rendering of the same font', () => {
    // counted per digit over many captchas, so the random answers cannot make it flaky
    let digits = 0;
    const runs = 40;
    for (let i = 0; i < runs; i++) {
      const answer = randomDigits(6);
      const guess = solve(renderCaptcha(answer, 'clean'));
      for (let k = 0; k < 6; k++) if (guess[k] === answer[k]) digits += 1;
    }
    expect(digits / (runs * 6)).toBeGreaterThanOrEqual(0.85);
  });

  it('it fails on the served captcha: a PNG of 6 distorted, overlapping digits with noise', async () => {
    const t = await buildTestApp();
    try {
      const served = await createCaptcha(t.app.db, 'royal', new Date());
      expect(served.length).toBe(6);
      expect(served.image).toMatch(/^data:image\/png;base64,/);
      const pixels = decodePng(Buffer.from(served.image.split(',')[1] ?? '', 'base64'));
      expect(pixels.length).toBe(W * H);
    } finally {
      await t.close();
    }
    let right = 0;
    let digits = 0;
    const runs = 40;
    for (let i = 0; i < runs; i++) {
      const answer = randomDigits(6);
      const guess = solve(renderCaptcha(answer));
      if (guess === answer) right += 1;
      for (let k = 0; k < 6; k++) if (guess[k] === answer[k]) digits += 1;
    }
    expect(right).toBeLessThanOrEqual(1); // at most 1 in 40 whole answers
    expect(digits / (runs * 6)).toBeLessThan(0.5);
  });
});
