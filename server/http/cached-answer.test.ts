import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, cachedBody, sendCached } from './cached-answer';

describe('cached answers', () => {
  it('negotiates br, then gzip, refusing q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('sends the same bytes raw, as Brotli or gzip by Accept-Encoding, and 304 to its ETag', async () => {
    const app = Fastify();
    const body = cachedBody(JSON.stringify({ success: true, value: 'x'.repeat(5000) }));
    app.get('/a', (request, reply) => sendCached(request, reply, body));
    const raw = await app.inject({ url: '/a' });
    expect(raw.rawPayload.equals(body.raw)).toBe(true);
    const br = await app.inject({ url: '/a', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(body.raw)).toBe(true);
    const gz = await app.inject({ url: '/a', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).equals(body.raw)).toBe(true);
    expect(gz.headers.vary).toBe('accept-encoding');
    expect((await app.inject({ url: '/a', headers: { 'if-none-match': body.etag } })).statusCode).toBe(304);
    await app.close();
  });
});
