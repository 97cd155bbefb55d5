/**
 * Unknown paths outside `/m` that a browser opens as a page (`/foo`, `/promo/summer`: a GET that
 * accepts HTML) go to `/m/home`, as the spec says of unknown paths. API calls (no HTML accepted),
 * paths under an API namespace (the first segment of any registered route: `/wps`, `/lgw`, ...)
 * and missing files keep their 404 envelope.
 */
import { extname } from 'node:path';

const PAGE_EXTENSIONS = new Set(['', '.html', '.htm']);

/** First path segments the server answers itself; `m` is the site and handles its own unknowns. */
export function apiNamespaces(routes: readonly { url: string }[]): Set<string> {
  const names = new Set<string>();
  for (const { url } of routes) {
    const first = url.split('/')[1] ?? '';
    if (first !== '' && first !== 'm' && first !== '*' && !first.includes(':')) names.add(first);
  }
  return names;
}

export function isStrayPagePath(
  request: { method: string; url: string; headers: { accept?: string | undefined } },
  namespaces: ReadonlySet<string>,
): boolean {
  const { method, url } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const path = url.split('?')[0] ?? '';
  const segments = path.split('/');
  const first = segments[1] ?? '';
  if (first === '' || first === 'm' || namespaces.has(first)) return false;
  return PAGE_EXTENSIONS.has(extname(segments.at(-1) ?? '').toLowerCase());
}
