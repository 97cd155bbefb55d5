/**
 * A brand's identity images through the server: its own files (published with its configuration)
 * when its tenant file names them, else the defaults drawn from its name and colours; content-hash ETags and URLs; the page head's links.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TENANTS_DIR } from '../../../tenants/load';
import { encodePng } from '../../media/png';
import { siteTestApp } from '../../test/site-app';

const tenants = mkdtempSync(join(tmpdir(), 'brand-assets-'));
afterAll(() => rmSync(tenants, { recursive: true, force: true }));
for (const id of ['royal', 'lotus']) copyFileSync(join(TENANTS_DIR, `${id}.json`), join(tenants, `${id}.json`));
const tiger = JSON.parse(readFileSync(join(TENANTS_DIR, 'tiger.json'), 'utf8')) as Record<string, unknown>;
const square = (size: number) => encodePng(new Uint8Array(size * size * 4).fill(200), size, size, 'rgba', 9);
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#ff7a00"/></svg>';
mkdirSync(join(tenants, 'assets/tiger'), { recursive: true });
copyFileSync(join(TENANTS_DIR, 'assets/tiger/logo.svg'), join(tenants, 'assets/tiger/logo.svg'));
writeFileSync(join(tenants, 'assets/tiger/fav.svg'), FAVICON);
writeFileSync(join(tenants, 'assets/tiger/icon.png'), square(512));
writeFileSync(
  join(tenants, 'tiger.json'),
  JSON.stringify({ ...tiger, identity: { logo: 'logo.svg', favicon: 'fav.svg', appIcon: 'icon.png' } }),
);

const INDEX =
  '<!doctype html><html><head><link rel="apple-touch-icon" href="/m/pwa/apple-touch-icon.png" /><link rel="icon" href="/m/favicon.svg" type="image/svg+xml"><script defer src="/m/static/js/index.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
const t = siteTestApp({ 'index.html': INDEX, 'static/js/index.1a2b3c4d.js': 'console.log(1)' }, { TENANTS_DIR: tenants });
const get = (url: string, brand: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${brand}.localhost`, ...headers } });

describe('brand identity images', () => {
  it("serves the brand's own files, with their type and a content-hash ETag", async () => {
    const logo = await get('/m/brand/logo', 'tiger');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toBe(readFileSync(join(TENANTS_DIR, 'assets/tiger/logo.svg'), 'utf8'));
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    const fav = await get('/m/brand/favicon', 'tiger');
    expect(fav.body).toBe(FAVICON);
    const icon = await get('/m/pwa/icon-192.png', 'tiger');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.equals(square(512))).toBe(true);
  });

  it('draws defaults from the name and colours; a brand without an image logo has none', async () => {
    expect((await get('/m/brand/logo', 'royal')).statusCode).toBe(404);
    const fav = await get('/m/brand/favicon', 'royal');
    expect(fav.headers['content-type']).toBe('image/svg+xml');
    expect(fav.body).toMatch(/<rect [^>]*fill="#0b1230"\/><text [^>]*>R<\/text><\/svg>$/);
    expect((await get('/m/brand/favicon', 'lotus')).body).toMatch(/>L<\/text>/);
    for (const [path, w, h] of [
      ['/m/brand/share.png', 1200, 630],
      ['/m/brand/splash.png', 750, 1334],
    ] as const) {
      const r = await get(path, 'royal');
      expect(r.statusCode, path).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect([r.rawPayload.readUInt32BE(16), r.rawPayload.readUInt32BE(20)]).toEqual([w, h]);
    }
    expect((await get('/m/brand/share.png', 'royal')).rawPayload.equals((await get('/m/brand/share.png', 'lotus')).rawPayload)).toBe(false);
  });

  it('revalidates by ETag (304); the hashed URL is cached for long, the bare one not at all', async () => {
    const first = await get('/m/brand/favicon', 'royal');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get('/m/brand/favicon', 'royal', { 'if-none-match': etag })).statusCode).toBe(304);
    const hashed = await get(`/m/brand/favicon?v=${etag.slice(1, -1)}`, 'royal');
    expect(hashed.headers['cache-control']).toContain('immutable');
    const stale = await get('/m/brand/favicon?v=old', 'royal');
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it('a changed file shows once published (not before): new content, new hash', async () => {
    const before = await get('/m/brand/favicon', 'tiger');
    const changed = FAVICON.replace('#ff7a00', '#00aa55');
    writeFileSync(join(tenants, 'assets/tiger/fav.svg'), changed);
    expect((await get('/m/brand/favicon', 'tiger')).body).toBe(FAVICON);
    await t.app.liveTenants.syncFolder();
    const after = await get('/m/brand/favicon', 'tiger');
    expect(after.body).toBe(changed);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    writeFileSync(join(tenants, 'assets/tiger/fav.svg'), FAVICON);
    await t.app.liveTenants.syncFolder();
  });

  it("the status carries logoUrl (with the logo's hash) only for a brand with an image logo", async () => {
    const status = async (brand: string) =>
      (await get('/wps/system/status', brand)).json().value.info.site as { logoUrl?: string; logoText: string };
    const tiger = await status('tiger');
    const etag = String((await get('/m/brand/logo', 'tiger')).headers.etag).slice(1, -1);
    expect(tiger.logoUrl).toBe(`/m/brand/logo?v=${etag}`);
    const royal = await status('royal');
    expect(royal.logoUrl).toBeUndefined();
    expect(royal.logoText).toBe('ROYAL');
  });

  it("the page head links the brand's favicon, touch icon and share card, in place of the build's", async () => {
    const page = await get('/m/home', 'tiger');
    expect(page.statusCode).toBe(200);
    const fav = String((await get('/m/brand/favicon', 'tiger')).headers.etag).slice(1, -1);
    expect(page.body).toContain(`<link rel="icon" href="/m/brand/favicon?v=${fav}" type="image/svg+xml">`);
    expect(page.body).not.toContain('/m/favicon.svg');
    expect(page.body.match(/rel="apple-touch-icon"/g)).toHaveLength(1);
    expect(page.body).toMatch(/<link rel="apple-touch-icon" href="\/m\/pwa\/apple-touch-icon\.png\?v=[\w-]{16}">/);
    expect(page.body).toContain('<meta property="og:title" content="Tiger 88">');
    const image = /<meta property="og:image" content="http:\/\/tiger\.localhost(\/m\/brand\/share\.png\?v=[\w-]{16})">/.exec(
      page.body,
    )?.[1];
    expect(image).toBeDefined();
    expect(page.body).toContain(`<meta name="twitter:image" content="http://tiger.localhost${image}">`);
    const share = await get(image ?? '', 'tiger');
    expect(share.statusCode).toBe(200);
    expect(share.headers['cache-control']).toContain('immutable');
    const royal = await get('/m/home', 'royal');
    expect(royal.body).toMatch(/<link rel="icon" href="\/m\/brand\/favicon\?v=[\w-]{16}" type="image\/svg\+xml">/);
    expect(royal.body).toContain('<link rel="apple-touch-icon" href="/m/pwa/apple-touch-icon.png">');
  });
});
