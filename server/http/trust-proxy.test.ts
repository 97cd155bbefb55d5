/**
 * Issue 26 item 5: `TRUST_PROXY=true` believed any X-Forwarded-For, so a client sending a new value
 * per request got a new rate-limit count each time. The setting is a hop count or the proxies'
 * addresses; `true` is a configuration error in production and a warning elsewhere. Rate limits key
 * on the real client: the address the trusted proxy appended, whatever the client put before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/helper';
import { parseTrustProxy, type TrustProxy, trustProxyWarning } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is a hop count or addresses/CIDRs; unusable values are a configuration error', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    for (const bad of ['10.0.0.999', '10.0.0.0/33', 'proxy.example', '1,2', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/Invalid server configuration[\s\S]*TRUST_PROXY/);
    }
  });

  it("`true` is refused in production and warned about elsewhere; the docs' settings are not", () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true[\s\S]*TRUST_PROXY=1[\s\S]*127\.0\.0\.1/,
    );
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseTrustProxy('true', 'development')).toBe(true);
    expect(trustProxyWarning(true)).toMatch(/X-Forwarded-For[\s\S]*rate limit/);
    const fine: TrustProxy[] = [false, 1, ['127.0.0.1']];
    for (const trust of fine) expect(trustProxyWarning(trust)).toBeNull();
  });
});

describe.each([
  ['a hop count', '1'],
  ["the proxy's address", '127.0.0.1'],
])('behind one proxy, TRUST_PROXY as %s', (_name, setting) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: setting, RATE_LIMIT_MAX: '5' });
  });
  afterAll(() => t.close());

  // the proxy (the socket, 127.0.0.1) appends the address it saw; what the client sent stays in front
  const viaProxy = (client: string, forged: string, url = '/wps/member/info') =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: '127.0.0.1',
      headers: { host: 'royal.localhost', 'x-forwarded-for': `${forged}, ${client}` },
    });

  it('a client forging a new X-Forwarded-For per request is still one client to the rate limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await viaProxy('203.0.113.7', `198.51.100.${i + 1}`)).statusCode);
    expect(codes.slice(0, 5)).not.toContain(429);
    expect(codes.slice(5)).toEqual([429, 429]);
    // another real client behind the same proxy has its own count
    expect((await viaProxy('203.0.113.8', '198.51.100.1')).statusCode).not.toBe(429);
    const status = await viaProxy('203.0.113.9', '198.51.100.77', '/wps/system/status');
    expect(status.json().value.location.ip).toBe('203.0.113.9');
  });

  it('a client reaching the server directly: addresses trust only the proxy, a hop count whoever is nearest', async () => {
    const direct = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '192.0.2.44',
      headers: { host: 'royal.localhost', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(direct.json().value.location.ip).toBe(setting === '1' ? '203.0.113.7' : '192.0.2.44');
  });
});
