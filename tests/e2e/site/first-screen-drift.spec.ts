/**
 * The first screen (server/routes/site/first-screen.ts) is a picture of the top of the real page,
 * drawn from the HTML before the site's JavaScript. React replaces it; a replaced node is no layout
 * shift, so a picture that no longer matches the page would jump without any shift being counted.
 * This test holds the two together: for every brand (both templates: royal and tiger `base`, lotus
 * `new`) and every page with a first screen, the boxes of the picture (header, pictures, login
 * fields and button) are measured with the scripts blocked, then the same boxes of the real page,
 * and each pair must agree within DRIFT_PX. A change to a real page's layout that the picture does
 * not follow (or the reverse) fails here, naming the brand, page, box and both rectangles.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });
// the service worker would answer the scripts the HTML-only load blocks; the home carousel starts paused
test.use({ serviceWorkers: 'block', reducedMotion: 'reduce' });

/** The largest difference allowed on a side of a box, in CSS pixels (the picture keeps a pixel of slack in places: first-screen.ts). */
const DRIFT_PX = 3;
const BRANDS = ['royal', 'tiger', 'lotus'] as const;
const PATHS = ['/m/home', '/m/slot-games', '/m/gameCenter', '/m/activity', '/m/login'] as const;

type Box = { x: number; y: number; width: number; height: number };
/** A box of the picture and where the same box is on the real page; `bySrc`: each picture image, matched by its URL. */
type Pair = { name: string; picture: string; real: string; bySrc?: true };

const header = (real: string): Pair => ({ name: 'header', picture: '.fs-head', real });
const PAIRS: Record<string, readonly Pair[]> = {
  home: [
    header('[data-testid="home-header"]'),
    { name: 'banner', picture: '.fs-banner img', real: '[data-testid="home-banners"]', bySrc: true },
  ],
  category: [
    header('[data-testid="page-header"]'),
    { name: 'banner strip', picture: '.fs-strip img', real: '[data-testid="category-banners"]', bySrc: true },
  ],
  grid: [header('[data-testid="page-header"]'), { name: 'tile', picture: '.fs-grid img', real: '[data-testid="game-grid"]', bySrc: true }],
  activity: [
    header('[data-testid="page-header"]'),
    { name: 'cover', picture: '.fs-card img', real: '[data-testid="activity-cards"]', bySrc: true },
  ],
  login: [
    header('[data-testid="page-header"]'),
    { name: 'username', picture: '.fs-input >> nth=0', real: 'input[name="username"]' },
    { name: 'password', picture: '.fs-input >> nth=1', real: 'input[name="password"]' },
    { name: 'log in button', picture: '.fs-primary:not(.fs-ghost) >> nth=0', real: '[data-testid="login-submit"]' },
  ],
};

const rect = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (!b) throw new Error(`no box for ${l}`);
  return b;
};

/** Images loaded and fonts ready: the boxes are final. */
async function settled(page: Page, scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.evaluateAll((els) => els.every((el) => [...el.querySelectorAll('img')].every((i) => i.complete))), {
      message: 'images loaded',
    })
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The picture's boxes, the site's scripts blocked. */
async function pictureBoxes(page: Page, url: string): Promise<{ kind: string; boxes: { pair: Pair; src: string; box: Box }[] } | null> {
  await page.route('**/m/static/**/*.js', (route) => route.abort());
  await page.goto(url);
  const picture = page.locator('#root > [data-first-screen]');
  if ((await picture.count()) === 0) {
    await page.unrouteAll({ behavior: 'wait' });
    return null;
  }
  const kind = (await picture.getAttribute('data-first-screen')) ?? '';
  await settled(page, picture);
  const boxes: { pair: Pair; src: string; box: Box }[] = [];
  for (const pair of PAIRS[kind] ?? []) {
    const found = picture.locator(pair.picture);
    const count = pair.bySrc ? await found.count() : 1;
    for (let i = 0; i < count; i++) {
      const one = pair.bySrc ? found.nth(i) : found;
      boxes.push({ pair, src: pair.bySrc ? ((await one.getAttribute('src')) ?? '') : '', box: await rect(one) });
    }
  }
  await page.unrouteAll({ behavior: 'wait' });
  return { kind, boxes };
}

const off = (a: Box, b: Box) =>
  Math.max(
    Math.abs(a.x - b.x),
    Math.abs(a.y - b.y),
    Math.abs(a.x + a.width - (b.x + b.width)),
    Math.abs(a.y + a.height - (b.y + b.height)),
  );
const show = (b: Box) => `${b.x.toFixed(1)},${b.y.toFixed(1)} ${b.width.toFixed(1)}x${b.height.toFixed(1)}`;

for (const brand of BRANDS) {
  test(`${brand}: the first screen's boxes are the real page's`, async ({ page, brandUrl }) => {
    const drift: string[] = [];
    const kinds: string[] = [];
    for (const path of PATHS) {
      const url = brandUrl(brand, path);
      const picture = await pictureBoxes(page, url);
      if (!picture) continue;
      kinds.push(picture.kind);
      expect(picture.boxes.length, `${path}: boxes of the picture`).toBeGreaterThanOrEqual((PAIRS[picture.kind] ?? []).length);

      const real = await page.context().newPage();
      await real.goto(url);
      await expect(real.locator('[data-first-screen]'), path).toHaveCount(0);
      for (const { pair, src } of picture.boxes) {
        const scope = real.locator(pair.real).first();
        await expect(pair.bySrc ? scope.locator(`img[src="${src}"]`).first() : scope, `${path}: ${pair.name} ${src}`).toBeVisible();
        await settled(real, scope);
      }
      await real.waitForLoadState('networkidle');
      for (const { pair, src, box } of picture.boxes) {
        const scope = real.locator(pair.real).first();
        // an image the page shows more than once (a carousel's copies): the copy where the picture had it
        const candidates = pair.bySrc ? await scope.locator(`img[src="${src}"]`).all() : [scope];
        const boxes = await Promise.all(candidates.map(rect));
        const actual = boxes.reduce((best, b) => (off(box, b) < off(box, best) ? b : best));
        if (off(box, actual) > DRIFT_PX)
          drift.push(`${path} ${pair.name}${src ? ` ${src}` : ''}: picture ${show(box)}, page ${show(actual)}`);
      }
      await real.close();
    }
    // every brand has at least its home and login pictures (the seed gives each a home banner)
    expect(kinds, 'pages with a first screen').toEqual(expect.arrayContaining(['home', 'login']));
    expect(drift, `${brand}: boxes that moved between the picture and the page`).toEqual([]);
  });
}
