/**
 * WCAG contrast of a brand's theme (`themes/<theme>.css`): every pair the site draws text or a
 * control with, checked at AA (4.5:1 for text, 3:1 for the logo's large text and for controls
 * against the page, WCAG 1.4.3 and 1.4.11). `tenant:check` fails on a pair below, naming it:
 * `--color-muted #a8b0d6 on --color-surface #1b2656: 4.10:1, needs 4.5:1 (muted text)`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const THEMES_DIR = fileURLToPath(new URL('../themes/', import.meta.url));

type Rgb = [number, number, number];

/** `--name: value` declarations of a theme file (the last one wins). */
export function themeVariables(css: string): Map<string, string> {
  const vars = new Map<string, string>();
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of body.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/gi)) if (m[1] && m[2]) vars.set(m[1], m[2].trim());
  return vars;
}

function parseColour(text: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(text.trim());
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

/** A variable's value with `var(--x, fallback)` followed (depth-limited). */
function resolve(vars: Map<string, string>, value: string | undefined, depth = 0): string | undefined {
  if (value === undefined || depth > 8) return value;
  const ref = /^var\(\s*(--[a-z0-9-]+)\s*(?:,\s*(.+))?\)$/i.exec(value.trim());
  if (!ref?.[1]) return value;
  return resolve(vars, vars.get(ref[1]) ?? ref[2], depth + 1);
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** What the site draws with which colours: [foreground, background(s), minimum ratio, what it is]. */
const PAIRS: [string, string[], number, string][] = [
  ['--color-text', ['--color-page', '--color-bg', '--color-surface'], 4.5, 'text'],
  ['--color-muted', ['--color-page', '--color-bg', '--color-surface'], 4.5, 'muted text'],
  ['--color-on-header', ['--color-header'], 4.5, 'header text'],
  ['--color-logo', ['--color-header'], 3, 'text logo (large text)'],
  ['--color-on-primary', ['--color-primary'], 4.5, 'button text'],
  ['--color-primary', ['--color-page', '--color-bg', '--color-surface'], 3, 'buttons and links against the page (controls)'],
  ['--color-danger', ['--color-bg', '--color-surface'], 4.5, 'error text'],
  ['--color-on-header-cta', ['--color-header-cta'], 4.5, 'header button text'],
  ['--color-balance', ['--color-header'], 4.5, 'header balance'],
];
/** Defaults the stylesheets use when a theme leaves a variable out (`var(--x, default)`). */
const DEFAULTS: Record<string, string> = {
  '--color-header-cta': 'var(--color-primary)',
  '--color-on-header-cta': 'var(--color-on-primary)',
  '--color-balance': 'var(--color-accent)',
};

export type ContrastProblem = string;

/** The failing pairs of a theme's variables; `[]` when every pair passes. */
export function contrastProblems(css: string): ContrastProblem[] {
  const vars = themeVariables(css);
  for (const [k, v] of Object.entries(DEFAULTS)) if (!vars.has(k)) vars.set(k, v);
  const problems: ContrastProblem[] = [];
  const colourOf = (name: string) => {
    const value = resolve(vars, vars.get(name));
    return value ? { value, rgb: parseColour(value) } : null;
  };
  for (const [fg, bgs, min, what] of PAIRS) {
    const f = colourOf(fg);
    if (!f?.rgb) continue;
    for (const bg of bgs) {
      const b = colourOf(bg);
      if (!b?.rgb) continue;
      const ratio = contrastRatio(f.rgb, b.rgb);
      if (ratio + 1e-9 < min) problems.push(`${fg} ${f.value} on ${bg} ${b.value}: ${ratio.toFixed(2)}:1, needs ${min}:1 (${what})`);
    }
  }
  // the hero's text sits on every stop of its gradient
  const onPrimary = colourOf('--color-on-primary');
  const hero = vars.get('--gradient-hero');
  if (onPrimary?.rgb && hero) {
    for (const stop of hero.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi) ?? []) {
      const rgb = parseColour(stop);
      if (!rgb) continue;
      const ratio = contrastRatio(onPrimary.rgb, rgb);
      if (ratio + 1e-9 < 4.5)
        problems.push(
          `--color-on-primary ${onPrimary.value} on --gradient-hero stop ${stop}: ${ratio.toFixed(2)}:1, needs 4.5:1 (hero text)`,
        );
    }
  }
  return problems;
}

/** The failing pairs of theme `id` (a missing theme file is a problem too). */
export function themeContrastProblems(id: string, dir = THEMES_DIR): ContrastProblem[] {
  let css: string;
  try {
    css = readFileSync(`${dir}${id}.css`, 'utf8');
  } catch {
    return [`theme: no file themes/${id}.css`];
  }
  return contrastProblems(css);
}
