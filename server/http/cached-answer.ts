/**
 * An answer built once and sent many times (the status, game lists): its bytes, ETag and, made on
 * first need, its Brotli and gzip copies, so a repeat costs neither serialising, encoding to UTF-8
 * nor compressing. `sendCached` answers 304 to a browser holding the same ETag (`no-cache`: it
 * must ask each time), else the copy the request's Accept-Encoding takes.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD } from '../plugins/external/compress';

export type CachedBody = { readonly etag: string; readonly raw: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * Route options of a GET route that answers with `sendCached`: it compresses its own answers (once),
 * and a GET has no body to decompress, so the compress plugin's three hooks are not added to it.
 */
export const COMPRESSES_ITSELF = { compress: false, decompress: false } as const;

export function cachedBody(json: string): CachedBody {
  const raw = Buffer.from(json, 'utf8');
  return { raw, etag: `"${createHash('sha1').update(raw).digest('base64url')}"` };
}

/** 'br', 'gzip' or null, from Accept-Encoding (a token with q=0 is refused). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(token.trim() === 'x-gzip' ? 'gzip' : token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  if (body.raw.length < COMPRESS_THRESHOLD) return reply.send(body.raw);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    body.br ??= brotliCompressSync(body.raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.raw.length },
    });
    return reply.header('content-encoding', 'br').send(body.br);
  }
  if (encoding === 'gzip') {
    body.gzip ??= gzipSync(body.raw, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.raw);
}
