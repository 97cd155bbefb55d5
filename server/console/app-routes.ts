/**
 * The console app under `/console/`: its built files from DIST_DIR/console (hashed assets cached for
 * a year and sent without validators by the site's own rule, `sendOptionsFor`; precompressed
 * `.br`/`.gz` when the browser takes them), index.html for every page path (the
 * client router takes over), `/console` redirected to `/console/`. Its pages carry a CSP stricter
 * than the players' site: only its own scripts, styles, images and API; no inline code, no framing.
 */
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { markSubresource } from '../plugins/external/helmet';
import { cacheControlFor, fileIn, isBuilt, isSubresource, looksLikeAsset, sendOptionsFor } from '../routes/site/files';

export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const NOT_BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operator console</title></head><body><main><h1>The console is not built</h1><p>Run <code>npm run build</code> (or <code>npm run console:build</code>).</p></main></body></html>';

export async function consoleAppRoutes(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const root = resolve(opts.distDir, 'console');
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const page = (reply: FastifyReply) => {
    reply.header('content-security-policy', CONSOLE_CSP).header('x-frame-options', 'DENY').header('referrer-policy', 'same-origin');
    if (!isBuilt(root)) return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root, { cacheControl: false });
  };

  app.get('/console', { config: { noTenant: true } }, async (_request, reply) => reply.redirect('/console/', 302));
  app.get('/console/', { config: { noTenant: true } }, async (_request, reply) => page(reply));
  app.get('/console/*', { config: { noTenant: true } }, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    // the API has its own routes: an unknown API path is the API's 404, never the page
    if (rel === 'api' || rel.startsWith('api/')) return reply.callNotFound();
    const file = fileIn(root, rel);
    if (file) {
      if (isSubresource(rel)) markSubresource(reply);
      else reply.header('content-security-policy', CONSOLE_CSP);
      return reply.header('cache-control', cacheControlFor(rel)).sendFile(rel, root, sendOptionsFor(rel));
    }
    if (looksLikeAsset(rel)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return page(reply);
  });
}
