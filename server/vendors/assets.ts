/**
 * The game pages: one small HTML shell and plain TypeScript modules from `pages/`, served as
 * JavaScript with their types stripped (no bundler; each file is a few kB).
 */
import { readFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';

const PAGES = fileURLToPath(new URL('./pages/', import.meta.url));
const cache = new Map<string, string>();

export function pageHtml(entry: 'play' | 'verify', title: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${title}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/vendors/assets/game.css"></head>
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
