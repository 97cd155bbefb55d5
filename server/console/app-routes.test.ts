/** The console app's pages and files under /console/: strict CSP, SPA fallback, caching, not-built page, API 404s. */
import { afterAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/app';
import { makeFakeDist } from '../test/fake-dist';
import { CONSOLE_CSP } from './app-routes';

const CONSOLE_INDEX = '<!doctype html><html lang="en"><head><title>console</title></head><body><div id="root"></div></body></html>';
const dist = makeFakeDist({
  'index.html': '<!doctype html><html></html>',
  'console/index.html': CONSOLE_INDEX,
  'console/static/js/index.1a2b3c4d.js': 'console.log(1)',
  'console/static/css/index.5e6f7a8b.css': 'body{margin:0}',
  'console/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});
const t = fileTestApp({ DIST_DIR: dist.dir });
const bare = fileTestApp({ DIST_DIR: `${dist.dir}-missing` });
afterAll(() => dist.remove());

describe('console app routes', () => {
  it('serves the page at /console/ and at any page path, with the console CSP, never framed', async () => {
    for (const url of ['/console/', '/console/staff', '/console/audit?tenant=royal']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toBe(CONSOLE_INDEX);
      expect(r.headers['content-security-policy']).toBe(CONSOLE_CSP);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
    expect(CONSOLE_CSP).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('redirects /console to /console/', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/console' });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/console/');
  });

  it('serves hashed files for a year, a missing file is a 404, an unknown API path is the API 404 envelope', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/console/static/js/index.1a2b3c4d.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/console/static/js/nope.1a2b3c4d.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/console/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'request.not.found' });
    expect((await t.app.inject({ method: 'GET', url: '/console/../secret.txt' })).body).not.toContain('TOP SECRET');
  });

  it('sends hashed scripts and styles without validators, and keeps them on index.html and unhashed files', async () => {
    for (const url of ['/console/static/js/index.1a2b3c4d.js', '/console/static/css/index.5e6f7a8b.css']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers.etag, url).toBeUndefined();
      expect(r.headers['last-modified'], url).toBeUndefined();
      expect(r.headers['accept-ranges'], url).toBeUndefined();
    }
    for (const url of ['/console/', '/console/staff', '/console/favicon.svg']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers.etag, url).toBeTruthy();
      expect(r.headers['last-modified'], url).toBeTruthy();
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(r.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('says the console is not built when it is not', async () => {
    const r = await bare.app.inject({ method: 'GET', url: '/console/' });
    expect(r.statusCode).toBe(503);
    expect(r.body).toContain('not built');
  });
});
