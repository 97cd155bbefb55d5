import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, themeContrastProblems } from './contrast';

describe('theme contrast (WCAG AA)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it('names the failing pair, its ratio and what it is used for', () => {
    const css =
      ":root[data-theme='x'] { --color-page: #ffffff; --color-bg: #ffffff; --color-surface: #ffffff; --color-text: #111111; --color-muted: #999999; }";
    expect(contrastProblems(css)).toEqual([
      '--color-muted #999999 on --color-page #ffffff: 2.85:1, needs 4.5:1 (muted text)',
      '--color-muted #999999 on --color-bg #ffffff: 2.85:1, needs 4.5:1 (muted text)',
      '--color-muted #999999 on --color-surface #ffffff: 2.85:1, needs 4.5:1 (muted text)',
    ]);
  });

  it('follows var() references and the stylesheets’ defaults, and checks the hero gradient’s stops', () => {
    const css = `:root { --color-header: #ffffff; --color-accent: #9be7c4; --color-primary: #222222; --color-on-primary: #ffffff;
      --gradient-hero: linear-gradient(135deg, #222222 0%, #eeeeee 100%); }`;
    const problems = contrastProblems(css);
    // --color-balance is not set: the stylesheets fall back to --color-accent, which is checked in its place
    expect(problems).toContain('--color-balance #9be7c4 on --color-header #ffffff: 1.44:1, needs 4.5:1 (header balance)');
    expect(problems.some((p) => p.startsWith('--color-on-primary #ffffff on --gradient-hero stop #eeeeee'))).toBe(true);
  });

  it('every demo theme passes', () => {
    for (const theme of ['royal', 'lotus', 'tiger']) expect(themeContrastProblems(theme), theme).toEqual([]);
  });

  it('a missing theme file is a problem', () => {
    expect(themeContrastProblems('no-such-theme')).toEqual(['theme: no file themes/no-such-theme.css']);
  });
});
