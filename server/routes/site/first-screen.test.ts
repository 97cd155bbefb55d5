/**
 * The first screen in the page HTML (first-screen.ts, first-screen-pages.ts): home, the game
 * category pages, promotions and login carry a static picture of their top, the largest image
 * (the one the client's own call lists first) preloaded at high priority, login's words in the
 * brand's language; other pages, a blocked site or a page whose flag is off carry none; a banner an
 * operator moves shows on the next load.
 */
import { describe, expect, it } from 'vitest';
import type { AnnouncementsValue } from '../../../src/contracts/content/calls';
import { GAME_PATHS, type GameList } from '../../../src/contracts/games/calls';
import type { StatusValue } from '../../../src/contracts/status';
import { messages as en } from '../../../src/locales/en/messages';
import { clockFrom } from '../../test/clock';
import { FAKE_FILES } from '../../test/fake-dist';
import { siteTestApp } from '../../test/site-app';
import { BOOT_MANIFEST_FILE } from './boot-html';
import { firstScreenHtml, injectFirstScreen } from './first-screen';
import { CATEGORY_PATHS, FIRST_SCREEN_GUARD_PATH, messageId, pageOf, translate } from './first-screen-pages';

const at = clockFrom(new Date());
const t = siteTestApp({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify({ groups: {} }) });

const html = async (host: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: { host } })).body;
const announcements = async (host: string, query: string) =>
  (await t.app.inject({ method: 'GET', url: `/wps/announcements?${query}`, headers: { host } })).json().value as AnnouncementsValue;
const coverOf = (a: AnnouncementsValue['banners'][number] | undefined) =>
  [...(a?.announcementImages ?? [])].sort((x, y) => x.sequence - y.sequence)[0]?.url;
const firstBanner = async (host: string, group = 'm_home') => {
  const value = await announcements(host, `types=B&groupName=${group}&platform=M`);
  return coverOf(value.banners.find((x) => x.groupName === group && x.announcementImages.length > 0));
};
const status = async (host: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host } })).json().value as StatusValue;
const shellImage = (page: string) => page.match(/<div class="fs-banner"><img src="([^"]+)"/)?.[1];
const preloaded = (page: string) => page.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/)?.[1];
const firstScreenOf = (page: string) =>
  page.match(/<div id="root"><div class="fs[^"]*" aria-hidden="true" data-first-screen="(\w+)">/)?.[1];

describe('first screen in the page HTML', () => {
  it("home carries the static top of home with the brand's first banner, preloaded at high priority", async () => {
    for (const host of ['royal.localhost', 'lotus.localhost']) {
      const page = await html(host, '/m/home');
      const url = await firstBanner(host);
      expect(url, host).toBeTruthy();
      expect(shellImage(page)).toBe(url);
      expect(preloaded(page)).toBe(url);
      expect(firstScreenOf(page)).toBe('home');
      // the download bar's words in the brand's language give the bar its real height
      const language = (await status(host)).info.site.defaultLanguage;
      expect(page).toContain(
        `<span>${translate(language, 'Get the app for a faster, smoother game')}</span><b>${translate(language, 'Download')}</b>`,
      );
    }
    expect(translate('km', 'Download')).not.toBe('Download');
  });

  it("every game category page with a banner group carries its strip: the group's first banners, the first preloaded", async () => {
    const groups: Record<string, string> = {
      '/m/slot-games': 'm_rng',
      '/m/live-games': 'm_live',
      '/m/fishing-games': 'm_fish',
      '/m/poker-games': 'm_pvp',
      '/m/sport-games': 'm_sports',
      '/m/lott': 'm_lott',
      '/m/elott': 'm_elott',
    };
    expect(Object.values(CATEGORY_PATHS)).toEqual(expect.arrayContaining(Object.keys(groups)));
    let drawn = 0;
    for (const [path, group] of Object.entries(groups)) {
      const page = await html('royal.localhost', path);
      const url = await firstBanner('royal.localhost', group);
      if (!url) {
        expect(firstScreenOf(page), `${path} has no banner: no first screen`).toBeUndefined();
        continue;
      }
      drawn++;
      expect(firstScreenOf(page), path).toBe('category');
      expect(page.match(/<div class="fs-strip"><img src="([^"]+)" width="750" height="300" alt="" fetchpriority="high">/)?.[1], path).toBe(
        url,
      );
      expect(preloaded(page), path).toBe(url);
    }
    expect(drawn).toBeGreaterThan(0);
  });

  it("the game lists without banners carry their first tiles, the game list call's first page", async () => {
    const lists: Record<string, string> = {
      '/m/gameCenter': '',
      '/m/inHouse': 'INHOUSE',
      '/m/jili-games': 'JL',
      '/m/rtg-games': 'RTG',
      '/m/jackpots': 'JACKPOT',
      '/m/bingo': 'BINGO',
    };
    let drawn = 0;
    for (const [path, gameType] of Object.entries(lists)) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${GAME_PATHS.gameList}?platform=html5&gameType=${gameType}&pageNo=1&pageSize=36`,
        headers: { host: 'royal.localhost' },
      });
      const icons = (res.json().value as GameList).games.map((g) => g.iconUrl);
      const page = await html('royal.localhost', path);
      if (icons.length === 0) {
        expect(firstScreenOf(page), path).toBeUndefined();
        continue;
      }
      drawn++;
      expect(firstScreenOf(page), path).toBe('grid');
      const tiles = [...page.matchAll(/<div><img src="([^"]+)" width="200" height="200" alt=""/g)].map((m) => m[1]);
      expect(tiles, path).toEqual(icons.slice(0, 6));
      expect(preloaded(page), path).toBe(icons[0]);
    }
    expect(drawn).toBeGreaterThan(1);
    // tiger hides cockfight; a hidden type would get none (pageOf below); its game centre still has tiles
    expect(firstScreenOf(await html('tiger.localhost', '/m/gameCenter'))).toBe('grid');
  });

  it('promotions carry the first promotion covers the list call gives a guest, behind the session guard', async () => {
    for (const host of ['royal.localhost', 'lotus.localhost']) {
      const value = await announcements(host, 'types=PR&platform=M');
      const covers = value.promotion.map(coverOf).filter((u): u is string => !!u);
      expect(covers.length, host).toBeGreaterThan(1);
      const page = await html(host, '/m/activity');
      expect(firstScreenOf(page), host).toBe('activity');
      const drawn = [...page.matchAll(/<div class="fs-card"><img src="([^"]+)" width="800" height="400"/g)].map((m) => m[1]);
      expect(drawn).toEqual(covers.slice(0, 2));
      // either of the two covers can be the largest paint: both at high priority
      expect(preloaded(page)).toBe(covers[0]);
      expect(page).toContain(`<link rel="preload" as="image" href="${covers[1]}" fetchpriority="high">`);
      expect(page).toContain(`<img src="${covers[1]}" width="800" height="400" alt="" fetchpriority="high">`);
      // the guard comes before the picture can paint: a session hides the covers
      expect(page.indexOf(`<script src="${FIRST_SCREEN_GUARD_PATH}"></script>`)).toBeGreaterThan(-1);
      expect(page.indexOf(FIRST_SCREEN_GUARD_PATH)).toBeLessThan(page.indexOf('<div id="root">'));
      expect(page).toContain('html[data-session] .fs-card img{visibility:hidden}');
    }
    const guard = await t.app.inject({ method: 'GET', url: FIRST_SCREEN_GUARD_PATH, headers: { host: 'royal.localhost' } });
    expect(guard.statusCode).toBe(200);
    expect(guard.headers['content-type']).toContain('javascript');
    expect(guard.body).toContain('localStorage.getItem("token")');
    expect(guard.body).toContain('setAttribute("data-session"');
  });

  it("login carries the panel's top in the brand's language, with the brand's flags", async () => {
    const cases = [
      { host: 'royal.localhost', language: 'km', tabs: true, forgot: true },
      { host: 'lotus.localhost', language: 'en', tabs: true, forgot: true },
      { host: 'tiger.localhost', language: 'zh', tabs: false, forgot: true },
    ] as const;
    for (const c of cases) {
      const s = await status(c.host);
      expect(s.info.site.defaultLanguage).toBe(c.language);
      const page = await html(c.host, '/m/login');
      expect(firstScreenOf(page), c.host).toBe('login');
      const register = translate(c.language, 'No account? Register');
      if (c.language !== 'en') expect(register).not.toBe('No account? Register');
      expect(page).toContain(`<span>${register}</span>`);
      expect(page).toContain(`<div class="fs-primary">${translate(c.language, 'Log in')}</div>`);
      // the login page's panel writes the text logo, image logo or not (AccountPage.tsx)
      expect(page).toContain(`<div class="fs-logo">${s.info.site.logoText}</div>`);
      expect(page.includes('<div class="fs-tabs2">'), c.host).toBe(c.tabs);
      expect(page.includes(translate(c.language, 'Forgot password?'))).toBe(c.forgot);
      expect(page).not.toContain('rel="preload" as="image"');
      const flags = s.info.whitelabel;
      const social = s.info.identity?.ready === true && flags.FACEBOOKLOGIN3;
      expect(page.includes(`<div class="fs-primary fs-ghost">${translate(c.language, 'Continue with Facebook')}</div>`), c.host).toBe(
        social,
      );
      expect(page.includes(`<div class="fs-primary fs-ghost">${translate(c.language, 'Try as a guest')}</div>`), c.host).toBe(
        flags.FREEPLAY3,
      );
    }
  });

  it('other pages, a blocked site and a page whose flag is off carry none', async () => {
    for (const path of ['/m/help', '/m/cockfight', '/m/register', '/m/activityDetail', '/m/slot-games?vassalage=PG']) {
      const page = await html('royal.localhost', path);
      expect(page, path).toContain('<div id="root"></div>');
      expect(page, path).not.toContain('rel="preload" as="image"');
    }
    const s = await status('royal.localhost');
    expect(pageOf('/m/slot-games', s)).toEqual({ page: 'category', group: 'm_rng', gameType: 'RNG' });
    expect(pageOf('/m/gameCenter?tenant=royal', s)).toEqual({ page: 'grid', gameType: '', pageSize: 36 });
    // a list the URL narrows is not the picture's list; a brand that hides the game type gets none
    expect(pageOf('/m/slot-games?vassalage=PG', s)).toBeNull();
    expect(pageOf('/m/gameCenter?gameClassify=new', s)).toBeNull();
    expect(pageOf('/m/slot-games', s, ['RNG'])).toBeNull();
    expect(pageOf('/m/jili-games', s, ['JL'])).toBeNull();
    expect(pageOf('/m/cockfight', s)).toBeNull(); // a vendor list without banners
    expect(pageOf('/m/activity/', s)).toEqual({ page: 'activity' });
    expect(pageOf('/m/slot-games', { ...s, status: 1 })).toBeNull();
    expect(pageOf('/m/home', { ...s, maintenance: true })).toBeNull();
    expect(pageOf('/m/login', { ...s, regionRestriction: true })).toBeNull();
    const off = { ...s, info: { ...s.info, whitelabel: { ...s.info.whitelabel, REWCEN3: false } } };
    expect(pageOf('/m/activity', off, [], { '/m/activity': 'REWCEN3' })).toBeNull();
    expect(pageOf('/m/activity', s, [], { '/m/activity': 'REWCEN3' })).toEqual(s.info.whitelabel.REWCEN3 ? { page: 'activity' } : null);
  });

  it('unsafe urls are left out and texts escaped; the markup goes inside #root, the head part before the scripts', () => {
    const bad = ['javascript:alert(1)', '/x" onerror="alert(1)'];
    const home = firstScreenHtml({ page: 'home', banner: bad[1] ?? null, texts: { download: '<b>', downloadButton: '"&' } });
    expect(home.root).toContain('<span>&lt;b&gt;</span><b>&quot;&amp;</b>');
    expect(home.root).toContain('<div class="fs-banner"></div>');
    expect(home.head).not.toContain('preload');
    for (const add of [
      firstScreenHtml({ page: 'category', banners: bad }),
      firstScreenHtml({ page: 'activity', banners: bad, covers: bad }),
    ]) {
      expect(add.root).not.toContain('<img');
      expect(add.head).not.toContain('preload');
      expect(add.head).not.toContain('alert');
    }
    const texts = {
      title: '<b>',
      tabs: null,
      username: 'u',
      password: 'p',
      remember: 'r',
      submit: 's',
      forgot: null,
      register: 'a&b',
      social: ['<i>'],
      trial: null,
      captcha: null,
    };
    const login = firstScreenHtml({ page: 'login', logo: '<script>x</script>', texts });
    expect(login.root).toContain('<div class="fs-logo">&lt;script&gt;x&lt;/script&gt;</div>');
    expect(login.root).toContain('<b>&lt;b&gt;</b>');
    expect(login.root).toContain('<span>a&amp;b</span>');
    expect(login.root).toContain('<div class="fs-primary fs-ghost">&lt;i&gt;</div>');
    const page = injectFirstScreen('<html><head></head><body><div id="root"></div></body></html>', {
      head: '<style></style>',
      root: '<i></i>',
    });
    expect(page).toBe('<html><head><style></style></head><body><div id="root"><i></i></div></body></html>');
    // before the first script of the head: the image is requested before the scripts
    const withScripts = injectFirstScreen(
      '<html><head><meta charset="utf-8"><script defer src="/a.js"></script></head><body><div id="root"></div></body></html>',
      { head: '<b>', root: '' },
    );
    expect(withScripts).toBe(
      '<html><head><meta charset="utf-8"><b><script defer src="/a.js"></script></head><body><div id="root"></div></body></html>',
    );
  });

  it("words come from the compiled catalogs by Lingui's message id", () => {
    expect(en[messageId('Log in')]).toEqual(['Log in']);
    expect(en[messageId('No account? Register')]).toEqual(['No account? Register']);
    expect(translate('en', 'a message nobody wrote')).toBe('a message nobody wrote');
  });

  it('follows an operator change on the next load (the content marker moved), not after the cache time', async () => {
    at(0);
    const before = shellImage(await html('tiger.localhost', '/m/home'));
    expect(before).toBeTruthy();
    // the first banner's order moves behind another's: the shell follows the call at once
    await t.app.db.query(
      `UPDATE announcements SET sort_order = sort_order + 1000 WHERE id = (SELECT a.id FROM announcements a JOIN announcement_images i ON i.announcement_id = a.id WHERE i.url = $1 LIMIT 1)`,
      [before ?? null],
    );
    const after = shellImage(await html('tiger.localhost', '/m/home'));
    expect(after).toBe(await firstBanner('tiger.localhost'));
    expect(after).not.toBe(before);
  });
});
