/** File rules of the built site: where a request path points in DIST_DIR and how long to cache it. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';

/** The file under `root` that `rel` names, or null when it is outside root or not a file. */
export function fileIn(root: string, rel: string): string | null {
  const base = resolve(root);
  const full = resolve(base, rel);
  if (full !== base && !full.startsWith(base + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

export function isBuilt(root: string): boolean {
  return existsSync(resolve(root, 'index.html'));
}

/**
 * A value made from the built index.html, kept until a build replaces the file (its modification
 * time changes), so a request reads no file but the stat; null while nothing is built.
 */
export function perBuild<T>(root: string, make: (indexHtml: string) => T): () => T | null {
  const file = resolve(root, 'index.html');
  let kept: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, value: make(readFileSync(file, 'utf8')) };
    return kept.value;
  };
}

/** Page-like extensions: `/m/register.html` is a page alias the client router knows, not a file. */
const PAGE_EXTENSIONS = new Set(['.html', '.htm']);

/** Has a non-page extension in its last segment: a missing one is a real 404, never the SPA page. */
export function looksLikeAsset(rel: string): boolean {
  const ext = extname(rel.split('/').pop() ?? '').toLowerCase();
  return ext !== '' && !PAGE_EXTENSIONS.has(ext);
}

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * How `sendFile` sends a file of the site (its Cache-Control is `cacheControlFor`'s). A content-hashed
 * script, stylesheet, font or raster image goes without ETag, Last-Modified and Accept-Ranges: it is
 * cached for good and a new build names new files, so a browser never revalidates it nor asks for a
 * part of it, and those headers were about 100 bytes of every script on a first load.
 */
export function sendOptionsFor(rel: string): { cacheControl: false; etag?: false; lastModified?: false; acceptRanges?: false } {
  const name = rel.split('/').pop() ?? '';
  if (HASHED.test(name) && isSubresource(rel)) return { cacheControl: false, etag: false, lastModified: false, acceptRanges: false };
  return { cacheControl: false };
}

export function cacheControlFor(rel: string): string {
  const name = rel.split('/').pop() ?? '';
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.html')) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Scripts, stylesheets, fonts and raster images: answered without the document-only headers. */
const SUBRESOURCE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.woff', '.woff2', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif']);

/** A subresource file of the built site (the service worker is not: it is a worker, CSP applies). */
export function isSubresource(rel: string): boolean {
  const name = rel.split('/').pop() ?? '';
  return name !== 'sw.js' && SUBRESOURCE_EXTENSIONS.has(extname(name).toLowerCase());
}
