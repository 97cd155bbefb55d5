/**
 * Finding 3, the old SVG captcha was read by rounding its polylines (88 of 88); the
 * captcha is a distorted raster. Two solvers (captcha-solver.ts: equal columns, and Otsu + despeckle
 * + cuts at empty columns, both matching against the font's own digits) must read the clean
 * rendering, so they work, and fail on what the server serves. Images are seeded: the same on
 * every run.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT as H, renderCaptcha, CAPTCHA_WIDTH as W } from '../accounts/captcha-image';
import { createCaptcha } from '../accounts/captchas';
import { buildTestApp } from '../test/helper';
import { seeded, seededDigits } from './captcha-seeded';
import { solveColumns, solveSegments } from './captcha-solver';

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

const SOLVERS = { columns: solveColumns, segments: solveSegments };

function score(solve: (pixels: Uint8Array) => string, style: 'clean' | 'hardened', runs: number, seed: number) {
  const rnd = seeded(seed);
  let whole = 0;
  let digits = 0;
  for (let i = 0; i < runs; i++) {
    const answer = seededDigits(rnd, 6);
    const guess = solve(renderCaptcha(answer, style, rnd));
    if (guess === answer) whole += 1;
    for (let k = 0; k < 6; k++) if (guess[k] === answer[k]) digits += 1;
  }
  return { whole: whole / runs, digits: digits / (runs * 6) };
}

describe('the captcha resists the test solvers', () => {
  it('the solvers work: they read the clean rendering of the same font', () => {
    for (const solve of Object.values(SOLVERS)) expect(score(solve, 'clean', 40, 7).digits).toBeGreaterThanOrEqual(0.85);
  });

  it('the served captcha is a 240 × 70 grayscale PNG of 6 digits', async () => {
    const t = await buildTestApp();
    try {
      const served = await createCaptcha(t.app.db, 'royal', new Date());
      expect(served.length).toBe(6);
      expect(served.image).toMatch(/^data:image\/png;base64,/);
      expect(decodePng(Buffer.from(served.image.split(',')[1] ?? '', 'base64')).length).toBe(W * H);
    } finally {
      await t.close();
    }
  });

  it('both fail on the hardened rendering: under 5 % of 500 whole answers', () => {
    const columns = score(solveColumns, 'hardened', 500, 28);
    const segments = score(solveSegments, 'hardened', 500, 28);
    expect(columns.whole).toBeLessThan(0.05);
    expect(segments.whole).toBeLessThan(0.05);
    expect(columns.digits).toBeLessThan(0.5);
    expect(segments.digits).toBeLessThan(0.6);
  });
});
