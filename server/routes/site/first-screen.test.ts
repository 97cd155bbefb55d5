/**
 * The first screen in the page HTML (first-screen.ts): home's HTML carries the static top of home
 * with the brand's first m_home banner (the one the announcements call lists first) preloaded at
 * high priority; other pages carry none; a banner an operator adds first shows once the short
 * cache expires.
 */
import { describe, expect, it } from 'vitest';
import type { AnnouncementsValue } from '../../../src/contracts/content/calls';
import { clockFrom } from '../../test/clock';
import { FAKE_FILES } from '../../test/fake-dist';
import { siteTestApp } from '../../test/site-app';
import { BOOT_MANIFEST_FILE } from './boot-html';
import { FIRST_SCREEN_TTL_MS, firstScreenFor, injectFirstScreen } from './first-screen';

const at = clockFrom(new Date());
const t = siteTestApp({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify({ groups: {} }) });

const html = async (host: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: { host } })).body;
const firstBanner = async (host: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/announcements?types=B&groupName=m_home&platform=M', headers: { host } });
  const value = res.json().value as AnnouncementsValue;
  const b = value.banners.find((x) => x.groupName === 'm_home' && x.announcementImages.length > 0);
  return [...(b?.announcementImages ?? [])].sort((x, y) => x.sequence - y.sequence)[0]?.url;
};
const shellImage = (page: string) => page.match(/<div class="fs-banner"><img src="([^"]+)"/)?.[1];

describe('first screen in the page HTML', () => {
  it("home carries the static top of home with the brand's first banner, preloaded at high priority", async () => {
    for (const host of ['royal.localhost', 'lotus.localhost']) {
      const page = await html(host, '/m/home');
      const url = await firstBanner(host);
      expect(url, host).toBeTruthy();
      expect(shellImage(page)).toBe(url);
      expect(page).toContain(`<link rel="preload" as="image" href="${url}" fetchpriority="high">`);
      expect(page).toMatch(/<div id="root"><div class="fs" aria-hidden="true" data-first-screen="home">/);
    }
  });

  it('other pages carry no first screen', async () => {
    const page = await html('royal.localhost', '/m/login');
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('rel="preload" as="image"');
  });

  it('an unsafe or missing banner url gives the boxes without an image', () => {
    for (const url of [null, 'javascript:alert(1)', '/x" onerror="alert(1)']) {
      const add = firstScreenFor('/m/home', url);
      expect(add?.root).toContain('<div class="fs-banner"></div>');
      expect(add?.head).not.toContain('preload');
    }
    expect(firstScreenFor('/m/activity', '/a.png')).toBeNull();
    const page = injectFirstScreen('<html><head></head><body><div id="root"></div></body></html>', { head: '<style></style>', root: '<i></i>' });
    expect(page).toBe('<html><head><style></style></head><body><div id="root"><i></i></div></body></html>');
    // before the first script of the head: the image is requested before the scripts
    const withScripts = injectFirstScreen('<html><head><meta charset="utf-8"><script defer src="/a.js"></script></head><body><div id="root"></div></body></html>', { head: '<b>', root: '' });
    expect(withScripts).toBe('<html><head><meta charset="utf-8"><b><script defer src="/a.js"></script></head><body><div id="root"></div></body></html>');
  });

  it('follows an operator change once the short cache expires', async () => {
    at(0);
    const before = shellImage(await html('tiger.localhost', '/m/home'));
    expect(before).toBeTruthy();
    // the first banner's order moves behind another's: after the cache, the shell follows the call
    await t.app.db.query(
      `UPDATE announcements SET sort_order = sort_order + 1000 WHERE id = (SELECT a.id FROM announcements a JOIN announcement_images i ON i.announcement_id = a.id WHERE i.url = $1 LIMIT 1)`,
      [before ?? null],
    );
    expect(shellImage(await html('tiger.localhost', '/m/home')), 'cached').toBe(before);
    at(Math.ceil(FIRST_SCREEN_TTL_MS / 60_000));
    const after = shellImage(await html('tiger.localhost', '/m/home'));
    expect(after).toBe(await firstBanner('tiger.localhost'));
    expect(after).not.toBe(before);
  });
});
