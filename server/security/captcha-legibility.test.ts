/**
 * Issue 28 item 9: every captcha is legible for a person at phone size (captcha-legibility.ts: a
 * clear gap between glyphs, tall glyphs, thick strokes, WCAG AA contrast against background and
 * noise, little noise on the strokes). 200 seeded captchas, the same on every run.
 */
import { describe, expect, it } from 'vitest';
import { renderCaptchaLayout } from '../accounts/captcha-image';
import { illegible, measureLegibility } from '../accounts/captcha-legibility';
import { seeded, seededDigits } from './captcha-seeded';

describe('captcha legibility', () => {
  it('every one of 200 captchas meets every threshold', () => {
    const rnd = seeded(9);
    const misses: string[] = [];
    for (let i = 0; i < 200; i++) {
      const answer = seededDigits(rnd, 6);
      const missed = illegible(measureLegibility(renderCaptchaLayout(answer, 'hardened', rnd)));
      if (missed.length) misses.push(`${answer}: ${missed.join(', ')}`);
    }
    expect(misses).toEqual([]);
  });

  it('the measure catches an illegible image: overlapping glyphs, dark noise', () => {
    const render = renderCaptchaLayout('123456', 'hardened', seeded(1));
    // noise as dark as the strokes off the glyphs
    const darkNoise = { ...render, pixels: render.pixels.map((p, i) => ((render.owner[i] ?? 0) === 0 && i % 7 === 0 ? 20 : p)) };
    expect(illegible(measureLegibility(darkNoise))).toContain('contrast');
    expect(illegible(measureLegibility({ ...render, strokes: render.strokes.map(() => 2) }))).toContain('minStroke');
    // glyph 2's pixels claimed by glyph 1: the boxes overlap
    const merged = { ...render, owner: render.owner.map((g) => (g === 2 ? 1 : g === 1 ? 2 : g)) };
    expect(illegible(measureLegibility(merged))).toContain('minGap');
  });
});
