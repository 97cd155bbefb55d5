import { describe, expect, it } from 'vitest';
import { FAKE_INDEX } from '../../test/fake-dist';
import { buildTestApp } from '../../test/helper';
import { siteTestApp } from '../../test/site-app';

const t = siteTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost' } });

describe('built site under /m/', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])('%s redirects home', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home');
  });

  it('keeps the query string on the home redirect (?tenant=, ?lang=)', async () => {
    expect((await get('/m?tenant=lotus&lang=en')).headers.location).toBe('/m/home?tenant=lotus&lang=en');
  });

  it.each(['/m/home', '/m/login', '/m/no/such/page', '/m/gameList?gameType=RNG', '/m/register.html'])(
    '%s serves index.html (the client router decides)',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // index.html, with the brand's status, theme and preloads added (boot-html.test.ts)
      expect(res.body).toContain('<title>fake host</title>');
      expect(res.body.endsWith(FAKE_INDEX.slice(FAKE_INDEX.indexOf('</head>')))).toBe(true);
      expect(res.body).toContain('id="boot-status"');
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/m/static/js/index.1a2b3c4d.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("host")');
    expect((await get('/m/remotes/games/static/js/123.9f8e7d6c.js')).headers['cache-control']).toContain('immutable');
  });

  it('serves remoteEntry.js uncached', async () => {
    const res = await get('/m/remotes/games/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a real 404, not index.html', async () => {
    for (const url of ['/m/static/js/missing.12345678.js', '/m/remotes/nope/remoteEntry.js', '/m/logo.png']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('fake host');
    }
  });

  it.each(['/foo', '/promo/summer', '/landing.html'])('%s (unknown, outside /m) redirects home', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost', accept: 'text/html,*/*' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home');
  });

  it('keeps API calls, API namespaces and missing files outside /m as 404 envelopes', async () => {
    const html = { host: 'royal.localhost', accept: 'text/html,*/*' };
    for (const url of ['/wps/no/such/call', '/lgw/nothing', '/robots.txt', '/foo/logo.png']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'request.not.found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/foo', headers: html });
    expect(post.statusCode).toBe(404);
    expect((await get('/foo')).statusCode, 'an API call (no HTML accepted) to an unknown path').toBe(404);
  });

  it('never serves files outside DIST_DIR', async () => {
    for (const url of ['/m/..%2fsecret.txt', '/m/../secret.txt', '/m/static/..%2f..%2fsecret.txt']) {
      const res = await get(url);
      expect(res.body).not.toContain('TOP SECRET');
      expect([302, 400, 403, 404]).toContain(res.statusCode);
    }
  });

  it('serves a favicon', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\//);
  });

  it('puts the security headers on pages too', async () => {
    const res = await get('/m/home');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('site not built', () => {
  it('answers /m/* with a clear 503 page, while the API works', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/m/home' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
