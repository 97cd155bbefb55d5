/**
 * The first screen paints from the HTML (server/routes/site/first-screen.ts): home, a game
 * category page with banners, a game list without, promotions and login. Without the site's JavaScript the page still shows the
 * picture of its top (the largest image loaded, login's words in the brand's language); with it,
 * React replaces the picture with the real page, the page's largest paint is the HTML's (the real
 * page paints nothing larger) and nothing shifts. A visitor with a session sees no promotion cover
 * in the HTML (a player in a time-out or self-exclusion gets no promotions).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { GAME_PATHS, type GameList } from '../../../src/contracts/games/calls';
import { announcements, api } from '../content/support';

test.describe.configure({ timeout: 60_000 });
// first loads: the site's service worker would answer the scripts the HTML-only load blocks
test.use({ serviceWorkers: 'block' });

type Url = (brand: string) => Promise<string | undefined>;
/** image: the picture's first image; largest: the images that may be the page's largest paint (equal boxes), default [image] */
type Case = { brand: string; path: string; kind: string; real: string; image?: Url; largest?: (brand: string) => Promise<string[]> };

/** Layout shifts, largest paints, and when React removed the HTML's picture (all from the start of the load). */
async function watchPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Watch;
    w.__shifts = [];
    w.__lcp = [];
    w.__replacedAt = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { url: string })[]) w.__lcp.push({ url: e.url, at: e.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let seen = false;
    new MutationObserver(() => {
      const there = document.querySelector('[data-first-screen]') !== null;
      if (there) seen = true;
      else if (seen && w.__replacedAt === null) w.__replacedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}
type Watch = { __shifts: number[]; __lcp: { url: string; at: number }[]; __replacedAt: number | null };

const paints = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Watch;
    return { shifts: w.__shifts, lcp: w.__lcp, replacedAt: w.__replacedAt };
  });

test('home, game category pages, promotions and login paint from the HTML; React replaces the picture without a shift', async ({
  page,
  brandUrl,
  server,
}) => {
  const firstCover = async (brand: string, types: string, group = '', nth = 0) => {
    const data = await announcements(server, brand, types, group);
    const list = types === 'PR' ? data.promotion : data.banners.filter((b) => b.groupName === group);
    const withImage = list.filter((a) => a.announcementImages.length > 0)[nth];
    return [...(withImage?.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence)[0]?.url;
  };
  const tiles = async (brand: string) =>
    (await api<GameList>(server, brand, GAME_PATHS.gameList, { platform: 'html5', gameType: '', pageNo: '1', pageSize: '36' })).games.map(
      (g) => g.iconUrl,
    );
  const cases: Case[] = [
    { brand: 'royal', path: '/m/home', kind: 'home', real: 'home-banners', image: (b) => firstCover(b, 'B', 'm_home') },
    { brand: 'royal', path: '/m/slot-games', kind: 'category', real: 'category-banners', image: (b) => firstCover(b, 'B', 'm_rng') },
    // a game list without banners: its first two rows of tiles (equal boxes: the largest paint is any of them)
    {
      brand: 'royal',
      path: '/m/gameCenter',
      kind: 'grid',
      real: 'game-grid',
      image: async (b) => (await tiles(b))[0],
      largest: async (b) => (await tiles(b)).slice(0, 6),
    },
    // the two covers above the fold have the same box: the largest paint is either (by its picture's own size)
    {
      brand: 'lotus',
      path: '/m/activity',
      kind: 'activity',
      real: 'activity-cards',
      image: (b) => firstCover(b, 'PR'),
      largest: async (b) => [await firstCover(b, 'PR'), await firstCover(b, 'PR', '', 1)].filter((u): u is string => !!u),
    },
    { brand: 'royal', path: '/m/login', kind: 'login', real: 'page-login' },
  ];
  for (const c of cases) {
    const image = await c.image?.(c.brand);
    const largest = c.largest ? await c.largest(c.brand) : image ? [image] : [];
    if (c.image) expect(image, c.path).toBeTruthy();

    // 1. the HTML alone: the site's scripts never run, the picture is there with its image loaded
    await page.route('**/m/static/**/*.js', (route) => route.abort());
    await page.goto(brandUrl(c.brand, c.path));
    const picture = page.locator(`#root > [data-first-screen="${c.kind}"]`);
    await expect(picture, c.path).toBeVisible();
    if (image) {
      const img = picture.locator(`img[src="${image}"]`);
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      await expect
        .poll(() => img.evaluate((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0), { message: c.path })
        .toBe(true);
      const box = await img.boundingBox();
      expect(box?.width ?? 0, c.path).toBeGreaterThan(100);
    }
    if (c.kind === 'login') {
      // royal's language is Khmer: the words are the catalog's, not English
      await expect(picture).toHaveAttribute('aria-hidden', 'true');
      await expect(picture.locator('.fs-primary:not(.fs-ghost)')).toHaveText('ចូល');
      await expect(picture.locator('.fs-links span').last()).toHaveText('មិនទាន់មានគណនី? ចុះឈ្មោះ');
    }
    await page.unrouteAll({ behavior: 'wait' });

    // 2. with the scripts: the real page replaces the picture; the largest paint stays the HTML's, no shift
    const fresh = await page.context().newPage();
    await watchPaints(fresh);
    await fresh.goto(brandUrl(c.brand, c.path));
    await expect(fresh.getByTestId(c.real), c.path).toBeVisible();
    await expect(fresh.locator('[data-first-screen]')).toHaveCount(0);
    if (image) {
      const real = fresh.getByTestId(c.real).locator(`img[src="${image}"]`).first();
      await expect
        .poll(() => real.evaluate((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0), { message: c.path })
        .toBe(true);
      await expect(real).not.toHaveAttribute('loading', 'lazy');
    }
    // the late calls and images have come (their shifts are what is checked)
    await fresh.waitForLoadState('networkidle');
    const seen = await paints(fresh);
    expect(seen.shifts, `${c.path}: layout shifts`).toEqual([]);
    // the page's largest paint came before React replaced the picture: it is the HTML's
    const last = seen.lcp.at(-1);
    expect(seen.replacedAt, c.path).not.toBeNull();
    expect(last?.at ?? Number.POSITIVE_INFINITY, `${c.path}: largest paint ${JSON.stringify(seen)}`).toBeLessThan(seen.replacedAt ?? 0);
    if (image)
      expect(
        largest.some((u) => last?.url.endsWith(u)),
        `${c.path}: ${last?.url}`,
      ).toBe(true);
    await fresh.close();
  }
});

test("tiger's login (captcha from the start): the HTML's captcha is the form's, without a call, and the largest paint", async ({
  page,
  brandUrl,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/captcha') calls.push(r.url());
  });
  await watchPaints(page);
  await page.goto(brandUrl('tiger', '/m/login'));
  const picture = page.getByTestId('captcha-image').locator('img');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  const seen = await paints(page);
  expect(seen.shifts).toEqual([]);
  const last = seen.lcp.at(-1);
  expect(seen.replacedAt).not.toBeNull();
  expect(last?.at ?? Number.POSITIVE_INFINITY, `largest paint ${JSON.stringify(seen)}`).toBeLessThan(seen.replacedAt ?? 0);
  // the largest paint is a picture of the HTML: the captcha, or tiger's image logo above the panel
  expect(last?.url ?? '').toMatch(/^data:image\/png|\/m\/brand\/logo/);
  // a click on the picture: a new captcha from the call
  await page.getByTestId('captcha-image').click();
  await expect.poll(() => calls.length).toBe(1);
});

test('a visitor with a session sees no promotion cover in the HTML (the session guard)', async ({ page, brandUrl }) => {
  await page.route('**/m/static/**/*.js', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('token', JSON.stringify('some-session')));
  await page.goto(brandUrl('lotus', '/m/activity'));
  const cover = page.locator('#root > [data-first-screen="activity"] .fs-card img').first();
  await expect(page.locator('html')).toHaveAttribute('data-session', '');
  await expect(cover).toBeHidden();
});
