import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/app';
import { buildTestApp } from '../test/helper';

const t = fileTestApp();
beforeAll(async () => {
  // a route that fails the way a bug would, to prove 5xx never leak internals
  t.app.get('/wps/test/boom', async () => {
    throw new Error('secret connection string postgres://u:p@db');
  });
  t.app.post('/wps/test/echo', async (request) => ({ got: request.body }));
});

const statusUrl = '/wps/system/status';

describe('errors are envelopes', () => {
  it('unknown /wps path → 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'request.not.found',
      message: 'No such endpoint: GET /wps/no/such/thing',
      value: null,
    });
  });

  it('wrong method on a known path → 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: statusUrl, payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'request.not.found' });
  });

  it.each([
    ['a repeated query parameter', `${statusUrl}?tenant=royal&tenant=lotus`, {}, /query: tenant/],
    ['an unknown Language header', statusUrl, { language: 'xx' }, /language: must be one of/],
    ['a bad Device header', statusUrl, { device: 'TOASTER' }, /device: must be MOBILE or OTHERS/],
    ['a malformed Merchant header', statusUrl, { merchant: 'bad code!' }, /merchant: must be a merchant code/],
  ])('%s → 400 request.invalid with a clear message', async (_name, url, headers, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost', ...headers } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'request.invalid', value: null });
    expect(body.message).toMatch(message);
  });

  it('accepts the platform headers in both spellings', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: statusUrl,
      headers: { host: 'royal.localhost', language: 'CN', device: 'mobile', authorization: 'Bearer abc.def' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a malformed JSON body → 400 request.invalid, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request.invalid', value: null });
  });

  it('parses form-encoded bodies (the platform posts some forms)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'moduleId=PROFPIC3',
    });
    expect(res.json()).toEqual({ got: { moduleId: 'PROFPIC3' } });
  });

  it('an unsupported content type → 415 request.invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
  });

  it('an unexpected error → 500 envelope without internals, carrying the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/test/boom', headers: { 'x-request-id': 'trace-42' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'system.unknown.error', value: null });
    expect(body.message).toContain('trace-42');
    expect(res.body).not.toMatch(/secret|postgres|Error/);
  });
});

describe('headers', () => {
  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const kept = await t.app.inject({ method: 'GET', url: statusUrl, headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: statusUrl, headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: statusUrl, headers: { host: 'royal.localhost' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('rate limit', () => {
  it('answers 429 request.rate.limited over the limit', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const codes: number[] = [];
      // a limited call (the captcha has its own, higher limit; member info uses the general one)
      const url = '/wps/member/info';
      for (let i = 0; i < 3; i++)
        codes.push((await limited.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost' } })).statusCode);
      expect(codes).toEqual([401, 401, 429]);
      const res = await limited.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost' } });
      // it says when to try again: seconds in the envelope and the Retry-After header
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'request.rate.limited', value: { retryAfterSeconds: expect.any(Number) } });
      expect(body.value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(body.value.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(Number(res.headers['retry-after'])).toBe(body.value.retryAfterSeconds);
      // public reads are not counted (many players behind one carrier address), nor are the site's own files
      expect((await limited.app.inject({ method: 'GET', url: statusUrl })).statusCode).toBe(200);
      expect((await limited.app.inject({ method: 'GET', url: '/m/home' })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});
