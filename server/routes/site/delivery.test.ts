/** Compressed delivery: build-time .br/.gz files for the site, dynamic compression for API answers, status ETag, public reads unlimited. */
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ONLY_HEADERS } from '../../plugins/external/helmet';
import { isUnlimited } from '../../plugins/external/rate-limit';
import { FAKE_FILES } from '../../test/fake-dist';
import { siteTestApp } from '../../test/site-app';

const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const JS = 'static/js/index.1a2b3c4d.js';
const t = siteTestApp(
  {
    ...FAKE_FILES,
    [JS]: BIG_JS,
    [`${JS}.br`]: brotliCompressSync(Buffer.from(BIG_JS)),
    [`${JS}.gz`]: gzipSync(Buffer.from(BIG_JS)),
  },
  { RATE_LIMIT_MAX: '5' },
);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost', ...headers } });

describe('compressed delivery', () => {
  it('sends the build-time Brotli file to a browser that accepts br, gzip to one that accepts gzip only, varying on Accept-Encoding', async () => {
    const br = await get(`/m/${JS}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);

    const gz = await get(`/m/${JS}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await get(`/m/${JS}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('sends scripts without the headers only a document reads, and pages and API answers with them', async () => {
    const script = await get(`/m/${JS}`, { 'accept-encoding': 'br' });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers[name], name).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    for (const url of ['/m/home', '/wps/system/status']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it('compresses API answers above 1 kB on the fly (the status answer)', async () => {
    const res = await get('/wps/system/status', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).success).toBe(true);
  });

  it('answers 304 to a browser that holds the same status (ETag), 200 with a body otherwise', async () => {
    const first = await get('/wps/system/status');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/wps/system/status', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/wps/system/status', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('do not count public reads: many visitors behind one carrier address all get the status', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/wps/system/status')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });

  it('still limit the other calls per address (member info)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await get('/wps/member/info')).statusCode);
    expect(codes).toContain(429);
  });

  it('treat only GET reads of the listed paths as public', () => {
    expect(isUnlimited({ method: 'GET', url: '/wps/system/status?lang=en' })).toBe(true);
    expect(isUnlimited({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG' })).toBe(true);
    expect(isUnlimited({ method: 'POST', url: '/wps/system/status' })).toBe(false);
    expect(isUnlimited({ method: 'POST', url: '/wps/session/login' })).toBe(false);
    expect(isUnlimited({ method: 'GET', url: '/wps/system/statusX' })).toBe(false);
  });
});
