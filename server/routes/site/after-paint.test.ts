/**
 * Scripts after the first paint (after-paint.ts): a page with a first screen hands its entry
 * scripts and script preloads to the loader; other pages keep them as built. The loader itself:
 * after-paint-loader.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { FAKE_FILES } from '../../test/fake-dist';
import { siteTestApp } from '../../test/site-app';
import { AFTER_PAINT_JS, AFTER_PAINT_PATH, scriptsAfterPaint } from './after-paint';
import { BOOT_MANIFEST_FILE } from './boot-html';

const ENTRY = '/m/static/js/index.1a2b3c4d.js';
const INDEX = `<!doctype html><html><head><meta charset="utf-8"><script defer src="${ENTRY}"></script><link href="/m/static/css/index.5e6f7a8b.css" rel="stylesheet"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  groups: {
    boot: { js: ['static/js/async/boot.11aa22bb.js'], css: [] },
    'lang-km': { js: ['static/js/async/lang-km.33cc44dd.js'], css: [] },
    'lang-en': { js: ['static/js/async/lang-en.55ee66ff.js'], css: [] },
  },
};
const t = siteTestApp({ ...FAKE_FILES, 'index.html': INDEX, [BOOT_MANIFEST_FILE]: JSON.stringify(MANIFEST) });
const page = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost' } })).body;
const loaderOf = (html: string) =>
  html.match(/<script defer src="\/m\/after-paint\.js\?v=\w+" data-preload="([^"]*)" data-scripts="([^"]*)"><\/script>/);

describe('scripts after the first paint', () => {
  it('moves the entry scripts and script preloads into the loader, in order, at the first script', () => {
    const html =
      '<head><script defer src="/a.js"></script><script defer src="/b.js"></script><link rel="preload" as="script" href="/p.js"><link rel="preload" as="image" href="/i.png"></head>';
    const out = scriptsAfterPaint(html);
    const loader = loaderOf(out);
    expect(loader?.[1]).toBe('/p.js');
    expect(loader?.[2]).toBe('/a.js /b.js');
    expect(out.indexOf('<script defer src="/m/after-paint.js')).toBe(html.indexOf('<script defer src="/a.js"'));
    expect(out).not.toContain('src="/a.js"');
    expect(out).not.toContain('href="/p.js"');
    expect(out).toContain('<link rel="preload" as="image" href="/i.png">');
    expect(scriptsAfterPaint('<head></head><body></body>')).toBe('<head></head><body></body>');
  });

  it('a page with a first screen gets the loader; a page without one keeps its scripts', async () => {
    const home = await page('/m/home');
    expect(home).toContain('data-first-screen="home"');
    const loader = loaderOf(home);
    expect(loader?.[2]).toBe(ENTRY);
    expect(loader?.[1]).toBe('/m/static/js/async/boot.11aa22bb.js /m/static/js/async/lang-km.33cc44dd.js');
    expect(home).not.toContain(`<script defer src="${ENTRY}"></script>`);

    const member = await page('/m/member/home');
    expect(member).not.toContain('data-first-screen');
    expect(loaderOf(member)).toBeNull();
    expect(member).toContain(`<script defer src="${ENTRY}"></script>`);
    expect(member).toContain('<link rel="preload" as="script" href="/m/static/js/async/boot.11aa22bb.js">');
  });

  it('serves the loader as a script, cached for good under its versioned address', async () => {
    const src = loaderOf(await page('/m/home'))?.[0].match(/src="([^"]+)"/)?.[1] ?? '';
    expect(src.startsWith(`${AFTER_PAINT_PATH}?v=`)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: src, headers: { host: 'royal.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe(AFTER_PAINT_JS);
  });
});
