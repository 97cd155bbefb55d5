/**
 * The dev server's proxy to the API server. Everything outside the site (`/m`), the bare root (the
 * dev server redirects it to the site) and the dev server's own paths goes to the API: `/wps`,
 * `/lgw`, vendor game pages, game art, the demo gateway, files... Whatever the server adds later
 * follows without a change here.
 *
 * The browser's Host header is kept (`changeOrigin: false`; Rsbuild's default is true): the server
 * picks the brand from it, so `royal.localhost:3000` and `tiger.localhost:3000` stay two brands.
 */
const DEV_SERVER_OWN = /^\/(?:m(?:\/|$)|$|rsbuild-hmr|__)/;
/** files under /m that the API server makes per brand (manifest, icons, offline page: docs/support.md) */
const SERVER_SITE_FILES = /^\/m\/(?:manifest\.webmanifest|pwa\/|offline\.html)/;

export function isApiPath(path: string): boolean {
  return SERVER_SITE_FILES.test(path) || !DEV_SERVER_OWN.test(path);
}

export function devProxy(apiOrigin: string) {
  return [{ pathFilter: (path: string) => isApiPath(path), target: apiOrigin, changeOrigin: false }];
}
