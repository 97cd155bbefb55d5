import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { siteTestApp } from '../../test/site-app';

const INDEX =
  '<!doctype html><html><head><script defer src="/m/static/js/index.1a2b3c4d.js"></script><link href="/m/static/css/index.5e6f7a8b.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
const t = siteTestApp({ 'index.html': INDEX, 'static/js/index.1a2b3c4d.js': 'console.log(1)', 'static/css/index.5e6f7a8b.css': 'body{}' });

const get = (url: string, brand = 'royal') => t.app.inject({ method: 'GET', url, headers: { host: `${brand}.localhost` } });

/** width, height, colour type and the pixel at (x, y) of an 8-bit RGBA PNG */
function png(buf: Buffer) {
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = buf.readUInt32BE(16);
  const height = buf.readUInt32BE(20);
  const colourType = buf[25];
  const idat: Buffer[] = [];
  for (let o = 8; o < buf.length; ) {
    const len = buf.readUInt32BE(o);
    if (buf.toString('ascii', o + 4, o + 8) === 'IDAT') idat.push(buf.subarray(o + 8, o + 8 + len));
    o += len + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const at = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)];
  return { width, height, colourType, at };
}

describe('installable site per brand', () => {
  it.each([
    ['royal', 'Royal Casino', 'ROYAL', 'km', '#0b1230'],
    ['tiger', 'Tiger 88', 'TIGER', 'zh', null],
  ])('%s: a manifest from the tenant file and theme', async (brand, name, shortName, lang, header) => {
    const res = await get('/m/manifest.webmanifest', brand);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = res.json();
    expect(m).toMatchObject({
      name,
      short_name: shortName,
      lang,
      display: 'standalone',
      scope: '/m/',
      start_url: '/m/home?source=pwa',
      id: '/m/home',
    });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    if (header) expect(m.theme_color).toBe(header);
    expect(m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of m.icons) {
      const r = await get(icon.src, brand);
      expect(r.statusCode, icon.src).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      const p = png(r.rawPayload);
      expect(`${p.width}x${p.height}`).toBe(icon.sizes);
      expect(p.colourType).toBe(6);
      // a rounded tile: transparent corner unless maskable (full bleed)
      expect(p.at(0, 0)[3]).toBe(icon.purpose === 'maskable' ? 255 : 0);
    }
  });

  it('brands get different icons (their own colours)', async () => {
    const a = (await get('/m/pwa/icon-192.png', 'royal')).rawPayload;
    const b = (await get('/m/pwa/icon-192.png', 'lotus')).rawPayload;
    expect(a.equals(b)).toBe(false);
  });

  it('the service worker precaches the offline page and the shell files of this build, never the API', async () => {
    const res = await get('/m/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('const PRECACHE = ["/m/static/css/index.5e6f7a8b.css","/m/static/js/index.1a2b3c4d.js"]');
    expect(res.body).toContain("const OFFLINE = '/m/offline.html'");
    expect(res.body).toContain("!url.pathname.startsWith('/m/')) return;");
    // the script parses as JavaScript
    expect(() => new Function(res.body)).not.toThrow();
  });

  it('the offline page carries the brand and a way back, in its language', async () => {
    const res = await get('/m/offline.html', 'tiger');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Tiger 88');
    expect(res.body).toContain('您已离线');
    expect(res.body).toContain('You are offline');
    expect(res.body).toContain('href="/m/home"');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('the iOS profile is a Web Clip of the brand at the address it was asked from', async () => {
    const res = await get('/demo/download/royal.mobileconfig');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(res.body).toContain('<string>com.apple.webClip.managed</string>');
    expect(res.body).toContain('<string>http://royal.localhost/m/home?source=pwa</string>');
    expect(res.body).toContain('<string>Royal Casino</string>');
  });

  it('download resources are only those of the brand file', async () => {
    expect((await get('/demo/download/android', 'royal')).statusCode).toBe(200);
    expect((await get('/demo/download/royal.mobileconfig', 'tiger')).statusCode).toBe(404);
    expect((await get('/demo/download/ios', 'lotus')).statusCode).toBe(404);
    expect((await get('/demo/download/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
