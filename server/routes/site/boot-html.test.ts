/**
 * The page HTML per brand (boot-html.ts): the brand's status inline, its theme and template
 * stylesheets, language and preloads, current after an operator's change; plain index.html when
 * the brand is unknown or the build has no manifest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_STATUS_ID } from '../../../src/contracts/boot-html';
import type { StatusValue } from '../../../src/contracts/status';
import { FAKE_FILES, FAKE_INDEX, makeFakeDist } from '../../test/fake-dist';
import { buildTestApp, opsContextOf, type TestApp } from '../../test/helper';
import { BOOT_MANIFEST_FILE } from './boot-html';
import { translate } from './first-screen-pages';

const group = (name: string, css = true) => ({
  js: [`static/js/async/${name}.0123456789.js`],
  css: css ? [`static/css/async/${name}.0123456789.css`] : [],
});
const MANIFEST = {
  groups: {
    boot: group('boot'),
    'theme-royal': group('theme-royal-css'),
    'theme-lotus': group('theme-lotus-css'),
    'template-base': group('template-base-css'),
    'template-new': group('template-new-css'),
    'lang-km': group('lang-km', false),
    'lang-en': group('lang-en', false),
  },
};

const dist = makeFakeDist({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify(MANIFEST) });
const bare = makeFakeDist();
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DIST_DIR: dist.dir });
  plain = await buildTestApp({ DIST_DIR: bare.dir });
});
afterAll(async () => {
  await t.close();
  await plain.close();
  dist.remove();
  bare.remove();
});

const page = async (app: TestApp, host: string, url = '/m/home', cookie?: string) => {
  const res = await app.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body;
};

function inlineStatus(html: string): { override: string; status: StatusValue } {
  const m = html.match(new RegExp(`<script type="application/json" id="${BOOT_STATUS_ID}" data-override="([^"]*)">(.*?)</script>`));
  if (!m) throw new Error('no inline status');
  return { override: m[1] ?? '', status: JSON.parse(m[2] ?? '') as StatusValue };
}

const statusCall = async (host: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host } })).json().value as StatusValue;

describe('page HTML per brand', () => {
  it('carries the brand status (the same value the status call answers), language and theme', async () => {
    const html = await page(t, 'royal.localhost');
    const { override, status } = inlineStatus(html);
    expect(override).toBe('');
    expect(status).toEqual(await statusCall('royal.localhost'));
    expect(html).toMatch(/<html lang="km" dir="ltr" data-template="base" data-detail="[a-z]+" data-theme="royal">/);
    expect(html).toContain('<link rel="stylesheet" href="/m/static/css/async/theme-royal-css.0123456789.css">');
    expect(html).toContain('<link rel="stylesheet" href="/m/static/css/async/template-base-css.0123456789.css">');
    expect(html).toContain('<link rel="stylesheet" href="/m/static/css/async/boot.0123456789.css">');
    expect(html).toContain('<link rel="preload" as="script" href="/m/static/js/async/boot.0123456789.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/m/static/js/async/lang-km.0123456789.js">');
    expect(html).not.toContain('theme-lotus');
  });

  it("is in the player's saved language (its cookie), ?lang= first, the brand's default without either", async () => {
    const inEnglish = await page(t, 'royal.localhost', '/m/home', 'other=1; lang=en');
    expect(inEnglish).toMatch(/<html lang="en" dir="ltr"/);
    expect(inEnglish).toContain('href="/m/static/js/async/lang-en.0123456789.js"');
    expect(inEnglish).not.toContain('lang-km');
    // a language the brand does not offer opens the page in the brand's default, as the client does
    expect(await page(t, 'royal.localhost', '/m/home', 'lang=ru')).toMatch(/<html lang="km"[^>]*>[\s\S]*lang-km\.0123456789\.js/);
    expect(await page(t, 'royal.localhost', '/m/home', 'lang=th')).toMatch(/<html lang="th"/);
    expect(await page(t, 'royal.localhost', '/m/home?lang=km', 'lang=en')).toMatch(/<html lang="km"/);
    for (const bad of ['lang=xx', 'lang=%E0%A4%A', 'lang='])
      expect(await page(t, 'royal.localhost', '/m/home', bad), bad).toMatch(/<html lang="km"/);
    // the login picture's words follow it (first-screen.ts)
    const login = await page(t, 'royal.localhost', '/m/login', 'lang=zh');
    expect(login).toContain('<html lang="zh"');
    expect(login).toContain(`<div class="fs-primary">${translate('zh', 'Log in')}</div>`);
    expect(translate('zh', 'Log in')).not.toBe(translate('km', 'Log in'));
  });

  it('saves a ?lang= choice in the cookie it reads, so the next page keeps it even if no script ran', async () => {
    const chosen = await t.app.inject({ method: 'GET', url: '/m/home?lang=EN', headers: { host: 'royal.localhost' } });
    expect(chosen.headers['set-cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    const next = String(chosen.headers['set-cookie']).split(';')[0];
    expect(await page(t, 'royal.localhost', '/m/deposit', next)).toMatch(/<html lang="en"/);
    for (const url of ['/m/home', '/m/home?lang=xx', '/m/home?lang='])
      expect((await t.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost' } })).headers['set-cookie'], url).toBeUndefined();
  });

  it("gives another host name its own brand's page", async () => {
    const html = await page(t, 'lotus.localhost', '/m/login');
    expect(inlineStatus(html).status.info.site.theme).toBe('lotus');
    expect(html).toMatch(/<html lang="en" dir="ltr" data-template="new" data-detail="[a-z]+" data-theme="lotus">/);
    expect(html).toContain('theme-lotus-css.0123456789.css');
    expect(html).toContain('lang-en.0123456789.js');
  });

  it('marks a page asked with ?tenant= (the client uses it only with the same override)', async () => {
    expect(inlineStatus(await page(t, 'royal.localhost', '/m/home?tenant=lotus')).override).toBe('lotus');
  });

  it('is current: a flag an operator changes shows in the next page', async () => {
    const { actions } = opsContextOf(t.app);
    expect(inlineStatus(await page(t, 'royal.localhost')).status.info.whitelabel.CBS3).toBe(true);
    await actions.setFlag('royal', 'CBS3', 'off');
    try {
      expect(inlineStatus(await page(t, 'royal.localhost')).status.info.whitelabel.CBS3).toBe(false);
    } finally {
      await actions.setFlag('royal', 'CBS3', 'reset');
    }
    expect(inlineStatus(await page(t, 'royal.localhost')).status.info.whitelabel.CBS3).toBe(true);
  });

  it('maintenance is in the page too (the client goes to /m/maintenance without a call)', async () => {
    const { actions } = opsContextOf(t.app);
    await actions.setMaintenance('royal', true);
    try {
      expect(inlineStatus(await page(t, 'royal.localhost')).status.status).toBe(1);
    } finally {
      await actions.setMaintenance('royal', false);
    }
  });

  it('serves index.html as it is for an unknown brand', async () => {
    expect(await page(t, 'nobody.example')).toBe(FAKE_INDEX);
  });

  it("without a manifest (an older build) still inlines the status, with no stylesheet or preload links (the brand's icon links only)", async () => {
    const html = await page(plain, 'royal.localhost');
    expect(inlineStatus(html).status.info.site.theme).toBe('royal');
    expect(html.match(/<link [^>]*>/g)?.map((l) => /rel="([^"]+)"/.exec(l)?.[1])).toEqual(['icon', 'apple-touch-icon']);
  });
});
