/** A brand's colours for its manifest, icons and offline page, read from its theme file (themes/<id>.css). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const THEMES = fileURLToPath(new URL('../../../themes/', import.meta.url));

export type BrandColours = { page: string; header: string; onHeader: string; primary: string; onPrimary: string; text: string };

const FALLBACK: BrandColours = {
  page: '#111111',
  header: '#1f2937',
  onHeader: '#ffffff',
  primary: '#f59e0b',
  onPrimary: '#111111',
  text: '#f5f5f5',
};

function pick(css: string, name: string, fallback: string): string {
  const m = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(css);
  return m?.[1]?.toLowerCase() ?? fallback;
}

const cache = new Map<string, BrandColours>();

export function brandColours(theme: string): BrandColours {
  const hit = cache.get(theme);
  if (hit) return hit;
  let css = '';
  try {
    if (/^[a-z][a-z0-9-]*$/.test(theme)) css = readFileSync(`${THEMES}${theme}.css`, 'utf8');
  } catch {
    /* an unknown theme: neutral colours */
  }
  const c: BrandColours = {
    page: pick(css, 'page', FALLBACK.page),
    header: pick(css, 'header', FALLBACK.header),
    onHeader: pick(css, 'on-header', FALLBACK.onHeader),
    primary: pick(css, 'primary', FALLBACK.primary),
    onPrimary: pick(css, 'on-primary', FALLBACK.onPrimary),
    text: pick(css, 'text', FALLBACK.text),
  };
  cache.set(theme, c);
  return c;
}
