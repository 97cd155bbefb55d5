/**
 * The built site under `/m/`: files from DIST_DIR; `/`, `/m`, `/m/`, `/m/index(.html)` redirect to
 * `/m/home` (query kept); other extension-less paths get index.html (the client router takes over
 * and sends unknown routes to `/m/home`); a missing file with an extension is a real 404.
 */
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AFTER_PAINT_JS, AFTER_PAINT_PATH } from './after-paint';
import { bootHtml } from './boot-html';
import { languageChoiceCookie } from '../../http/cookies';
import { markSubresource } from '../../plugins/external/helmet';
import { cacheControlFor, fileIn, isBuilt, isSubresource, looksLikeAsset, sendOptionsFor } from './files';
import { FIRST_SCREEN_GUARD_JS, FIRST_SCREEN_GUARD_PATH } from './first-screen-pages';
import { FAVICON_SVG, NOT_BUILT_HTML } from './pages';
import { pwaRoutes } from './pwa-routes';

export const HOME_PATH = '/m/home';
const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'];

function toHome(request: FastifyRequest, reply: FastifyReply) {
  const q = request.url.indexOf('?');
  return reply.redirect(q === -1 ? HOME_PATH : HOME_PATH + request.url.slice(q), 302);
}

export default async function siteRoutes(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const root = resolve(opts.distDir);
  // preCompressed: `<file>.br` / `.gz` written by the build are sent when the browser accepts them
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const pageHtml = bootHtml(app, root);

  for (const path of HOME_ALIASES) app.get(path, toHome);
  pwaRoutes(app, root);

  app.get('/favicon.ico', async (_request, reply) => {
    const built = fileIn(root, 'favicon.ico');
    if (built) return reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.ico', root);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG);
  });

  // the promotions first screen's guard (first-screen-pages.ts): a fixed one-liner, not a build file
  app.get(FIRST_SCREEN_GUARD_PATH, async (_request, reply) => {
    markSubresource(reply);
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(FIRST_SCREEN_GUARD_JS);
  });

  // the loader of the scripts of a page that paints from its HTML (after-paint.ts); versioned by a query
  app.get(AFTER_PAINT_PATH, async (_request, reply) => {
    markSubresource(reply);
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(AFTER_PAINT_JS);
  });

  app.get('/m/*', async (request, reply) => {
    if (!isBuilt(root)) {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_HTML);
    }
    const rel = (request.params as { '*': string })['*'];
    const file = fileIn(root, rel);
    if (file && isSubresource(rel)) markSubresource(reply);
    if (file) return reply.header('cache-control', cacheControlFor(rel)).sendFile(rel, root, sendOptionsFor(rel));
    if (looksLikeAsset(rel)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // the page carries the brand's status, theme and preloads (boot-html.ts): built per request, never cached
    const chosen = languageChoiceCookie((request.query as { lang?: unknown } | undefined)?.lang);
    if (chosen) reply.header('set-cookie', chosen);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await pageHtml(request));
  });
}
