/**
 * The security headers of every kind of answer, exactly: an API answer, a refused request, an
 * unknown path, a page, a script of the site. Pinned so the headers stay the same however they
 * are applied.
 */
import { describe, expect, it } from 'vitest';
import { FAKE_FILES } from '../../test/fake-dist';
import { siteTestApp } from '../../test/site-app';

const t = siteTestApp({
  ...FAKE_FILES,
  'static/font/brand.0a1b2c3d.ttf': 'font bytes',
  'static/image/icon.0a1b2c3d.ico': 'icon bytes',
  'static/image/badge.0a1b2c3d.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});
const royal = { host: 'royal.localhost' };

/** The security headers of an answer (the ones this plugin owns), by name. */
function securityHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const names = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
    'permissions-policy',
    'x-powered-by',
  ];
  return Object.fromEntries(names.filter((n) => headers[n] !== undefined).map((n) => [n, headers[n]]));
}

const EVERY_ANSWER = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};
const DOCUMENT = {
  ...EVERY_ANSWER,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': expect.stringContaining('camera=()'),
  'content-security-policy': expect.stringContaining("script-src 'self'"),
};

describe('security headers', () => {
  it('an API answer, a refused request and an unknown path carry the document set and no-store', async () => {
    for (const url of [
      '/wps/system/status',
      `/wps/system/status?tenant=${'x'.repeat(50)}`,
      '/wps/no-such-call',
      '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=6',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: royal });
      expect(securityHeaders(res.headers), url).toEqual(DOCUMENT);
      expect(res.headers['cache-control'], url).toBe(
        url.startsWith('/wps/system/status?') || url === '/wps/no-such-call' ? 'no-store' : 'no-cache',
      );
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('a page carries the document set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/m/home', headers: royal });
    expect(res.statusCode).toBe(200);
    expect(securityHeaders(res.headers)).toEqual(DOCUMENT);
  });

  it('a script of the site carries only what applies to a subresource', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/m/static/js/index.1a2b3c4d.js', headers: royal });
    expect(res.statusCode).toBe(200);
    expect(securityHeaders(res.headers)).toEqual(EVERY_ANSWER);
  });

  it('every other content-hashed file that is no document carries only what applies to a subresource', async () => {
    for (const url of ['/m/static/font/brand.0a1b2c3d.ttf', '/m/static/image/icon.0a1b2c3d.ico']) {
      const res = await t.app.inject({ method: 'GET', url, headers: royal });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toContain('immutable');
      expect(securityHeaders(res.headers), url).toEqual(EVERY_ANSWER);
    }
  });

  it('a hashed script or stylesheet comes without validators or ranges; a file that is not hashed keeps its ETag', async () => {
    for (const url of ['/m/static/js/index.1a2b3c4d.js', '/m/static/css/index.5e6f7a8b.css']) {
      const res = await t.app.inject({ method: 'GET', url, headers: royal });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const entry = await t.app.inject({ method: 'GET', url: '/m/remotes/games/remoteEntry.js', headers: royal });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/m/remotes/games/remoteEntry.js',
      headers: { ...royal, 'if-none-match': String(entry.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a hashed SVG keeps the document set: opened on its own, it is a document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/m/static/image/badge.0a1b2c3d.svg', headers: royal });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(securityHeaders(res.headers)).toEqual(DOCUMENT);
  });

  it('HSTS only over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: royal });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
