/**
 * The game pages: one small HTML shell and plain TypeScript modules from `pages/`, served as
 * JavaScript with their types stripped (no bundler; each file is a few kB).
 */
import { readFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';
import { directionOf, type LanguageCode, languageTag } from '../../src/contracts/languages';
import { escapeHtml } from '../http/html';
import { PAGE_STRINGS, stringsModuleOf } from './page-strings';

const PAGES = fileURLToPath(new URL('./pages/', import.meta.url));
const cache = new Map<string, string>();

/** The page shell in the page's language: `<html lang dir>`, its title, and its strings module fetched beside the entry. */
export function pageHtml(entry: 'play' | 'verify', language: LanguageCode): string {
  const title = PAGE_STRINGS[language][entry === 'play' ? 'game' : 'fairnessCheck'];
  const strings = stringsModuleOf(language);
  const preload = strings ? `<link rel="modulepreload" href="/vendors/assets/${strings}">` : '';
  return `<!doctype html>
<html lang="${languageTag(language)}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/vendors/assets/game.css">${preload}</head>
<body><main id="app" aria-live="polite">…</main><script type="module" src="/vendors/assets/${entry}.js"></script></body></html>`;
}

/** `name.js` from `pages/name.ts`, or `name.css`; null when there is no such asset */
export async function asset(file: string): Promise<{ type: string; body: string } | null> {
  const m = /^([a-z0-9-]+)\.(js|css)$/.exec(file);
  if (!m) return null;
  const [, name, ext] = m;
  const type = ext === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
  const hit = cache.get(file);
  if (hit !== undefined) return { type, body: hit };
  try {
    const source = await readFile(`${PAGES}${name}.${ext === 'js' ? 'ts' : 'css'}`, 'utf8');
    const body = ext === 'js' ? stripTypeScriptTypes(source) : source;
    cache.set(file, body);
    return { type, body };
  } catch {
    return null;
  }
}
