/**
 * Findings 7 and 8: every answer is the envelope (oversize headers, malformed requests, undecodable
 * URLs), API answers are never cached, Permissions-Policy everywhere, HSTS only over HTTPS, and
 * trial users are created only by a non-simple request.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestApp, count } from '../routes/account/test-support';
import type { TestApp } from '../test/helper';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await accountTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends raw bytes (no client library would send these) and reads the whole answer. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

const envelopeOf = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('every answer is the envelope', () => {
  it.each([
    ['oversize headers', `GET /wps/system/status HTTP/1.1\r\nHost: royal.localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
    ['an undecodable API URL', 'GET /wps/%zz HTTP/1.1\r\nHost: royal.localhost\r\nConnection: close\r\n\r\n', 400],
    ['an undecodable site URL', 'GET /m/%E0%A4%A HTTP/1.1\r\nHost: royal.localhost\r\nConnection: close\r\n\r\n', 400],
  ])('%s → the envelope with its status, no framework names', async (_name, request, status) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(envelopeOf(res.body)).toEqual({ success: false, code: 'request.invalid', message: expect.any(String), value: null });
    expect(res.body).not.toMatch(/FST_|statusCode|"error"/);
  });
});

describe('response headers', () => {
  it('API answers are never stored; the site files keep their own caching', async () => {
    for (const url of ['/wps/member/info', '/wps/no/such', '/wps/wallets/gcs']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost' } });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // the status (the brand's public settings) is revalidated by ETag instead: kept, but never used unchecked
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'royal.localhost' } });
    expect(status.headers['cache-control']).toBe('no-cache');
    expect(status.headers.etag).toBeTruthy();
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: 'royal.localhost' } });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('Permissions-Policy on every answer; HSTS only over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'royal.localhost' } });
    expect(String(plain.headers['permissions-policy'])).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await buildProxied();
    try {
      const https = await behindProxy.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'royal.localhost', 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const http = await behindProxy.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { host: 'royal.localhost', 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});

async function buildProxied(): Promise<TestApp> {
  const { buildTestApp } = await import('../test/helper');
  return buildTestApp({ TRUST_PROXY: 'true' });
}

describe('trial users', () => {
  const trial = (method: 'GET' | 'POST', headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method,
      url: '/wps/member/trialuser',
      headers: { host: 'royal.localhost', ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });

  it('an image tag (GET) or a plain form cannot create one; a JSON POST with the platform headers can', async () => {
    const before = await count(t.app, 'members');
    expect((await trial('GET', {})).statusCode).toBe(404);
    const form = await trial('POST', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
    expect([form.statusCode, form.json().code]).toEqual([400, 'request.invalid']);
    const noHeaders = await trial('POST', { 'content-type': 'application/json' }, '{}');
    expect([noHeaders.statusCode, noHeaders.json().code]).toEqual([400, 'request.invalid']);
    expect(await count(t.app, 'members')).toBe(before);
    const ok = await trial('POST', { 'content-type': 'application/json', device: 'MOBILE' }, '{}');
    expect(ok.json()).toMatchObject({ success: true, value: { userName: expect.stringMatching(/^TRIAL/) } });
    expect(await count(t.app, 'members')).toBe(before + 1);
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/member/trialuser',
        remoteAddress: '10.77.0.1',
        headers: { host: 'royal.localhost', 'content-type': 'application/json', device: 'MOBILE' },
        payload: '{}',
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
  });
});
