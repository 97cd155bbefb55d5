/**
 * Right to left at phone size (390 px): royal's key screens in Arabic are the mirror of the same
 * screens in English, measured (header, side drawer, home carousel and vendor swiper, game grid,
 * login and registration forms, the header balance, wallet and records), direction icons turn, and
 * amounts and phone fields are left-to-right islands. Every screen's Arabic picture is attached to the
 * report. The checks measure positions and directions, never words, so they hold whatever the
 * catalogs say.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signedInPlayer } from '../site/helpers';
import { expect, expectLang, test } from '../support/fixtures';
import { quietNetwork } from '../support/quiet-network';

type Box = { x: number; width: number };
const WIDTH = 390;
/** Sub-pixel rounding and a text's own width differences (a label a few pixels longer). */
const SLACK = 3;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return { x: b.x, width: b.width };
}

/** The box `ltr` would have if the page were mirrored. */
const mirror = (ltr: Box): Box => ({ x: WIDTH - ltr.x - ltr.width, width: ltr.width });

/** `rtl` stands where `ltr` would stand mirrored (same width, so an icon or a fixed control). */
function expectMirrored(ltr: Box, rtl: Box, what: string): void {
  const m = mirror(ltr);
  expect(Math.abs(rtl.x - m.x), `${what}: at x=${rtl.x.toFixed(1)}, mirrored it belongs at ${m.x.toFixed(1)}`).toBeLessThanOrEqual(SLACK);
}

/** The horizontal flip a direction icon gets (a transform matrix whose first value is -1). */
const flipOf = (locator: Locator) =>
  locator.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform === 'none' ? '' : getComputedStyle(el).transform).a);

/** Where an amount's first and last digit and its currency symbol are drawn (x of each). */
const figureAndSymbol = (locator: Locator) =>
  locator.evaluate((el) => {
    const text = el.textContent ?? '';
    const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text | null;
    const digits = [...text.matchAll(/\d/g)].map((m) => m.index);
    const symbol = text.search(/[^\d\s.,\u200e\u200f\u2066-\u2069*-]/);
    const [first, last] = [digits[0], digits[digits.length - 1]];
    if (!node || node.data !== text || first === undefined || last === undefined || symbol < 0) return null;
    const at = (i: number) => {
      const r = document.createRange();
      r.setStart(node, i);
      r.setEnd(node, i + 1);
      return r.getBoundingClientRect().x;
    };
    return { firstDigit: at(first), lastDigit: at(last), symbol: at(symbol) };
  });

/** Where a hidden amount's asterisks begin and end and its currency symbol is drawn (x of each). */
const maskAndSymbol = (locator: Locator) =>
  locator.evaluate((el) => {
    const text = el.textContent ?? '';
    const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text | null;
    const [first, last] = [text.indexOf('*'), text.lastIndexOf('*')];
    const symbol = text.search(/[^\d\s.,\u200e\u200f\u2066-\u2069*-]/);
    if (!node || node.data !== text || first < 0 || symbol < 0) return null;
    const box = (i: number) => {
      const r = document.createRange();
      r.setStart(node, i);
      r.setEnd(node, i + 1);
      return r.getBoundingClientRect();
    };
    return {
      maskLeft: Math.min(box(first).left, box(last).left),
      maskRight: Math.max(box(first).right, box(last).right),
      symbol: box(symbol).x,
    };
  });

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(`${name} (ar).png`, { body: await page.screenshot(), contentType: 'image/png' });
}

/** Opens `path` in `lang` and waits for the document to be in it. */
async function open(page: Page, url: string, lang: 'en' | 'ar'): Promise<void> {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
  await expectLang(page, lang);
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
}

test('visitor screens in Arabic mirror the English ones: header, drawer, carousels, game grid, forms', async ({
  page,
  brandUrl,
}, testInfo) => {
  test.setTimeout(90_000);
  const measure = async (lang: 'en' | 'ar') => {
    await open(page, brandUrl('royal', '/m/home'), lang);
    const toggle = page.getByTestId('side-menu-toggle');
    await expect(toggle).toBeVisible();
    const header = {
      toggle: await box(toggle),
      search: await box(page.getByTestId('header-search')),
      logo: await box(page.getByTestId('brand-logo')),
    };
    // the welcome or banner carousel: its first slide fills the strip, the second lies beyond it
    const carousel = page.getByTestId('home-banners').or(page.getByTestId('home-carousel')).first();
    await expect(carousel).toBeVisible();
    const slides = carousel.locator(':scope > div:first-child > div');
    const slideCount = await slides.count();
    const carouselBoxes = slideCount > 1 ? { first: await box(slides.nth(0)), second: await box(slides.nth(1)) } : null;
    if (lang === 'ar') await shoot(page, testInfo, 'home');

    await toggle.click();
    const drawer = page.getByTestId('side-menu');
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(300); // the drawer's fade-in
    const drawerBox = await box(drawer);
    const chevron = drawer.locator('svg[data-icon="chevronRight"]').first();
    const chevronFlip = (await chevron.count()) ? await flipOf(chevron) : null;
    if (lang === 'ar') await shoot(page, testInfo, 'side drawer');
    await page.getByTestId('side-menu-close').click();

    // the vendor swiper in the footer (it loads as the footer nears the screen, while home's game
    // sections still grow above it)
    const swiper = page.getByTestId('footer-vendor-swiper');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(swiper).toBeAttached({ timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    await swiper.scrollIntoViewIfNeeded();
    await expect(swiper).toBeVisible();
    const swiperRtl = await swiper.evaluate((el) => el.classList.contains('swiper-rtl'));
    const vendorSlides = swiper.locator('.swiper-slide');
    const swiperFirst = (await vendorSlides.count()) > 1 ? await box(vendorSlides.first()) : null;
    if (lang === 'ar') await shoot(page, testInfo, 'footer vendors');

    await open(page, brandUrl('royal', '/m/slot-games'), lang);
    const tiles = page.getByTestId('game-tile');
    await expect(tiles.nth(2)).toBeVisible();
    const grid = [await box(tiles.nth(0)), await box(tiles.nth(1)), await box(tiles.nth(2))];
    if (lang === 'ar') await shoot(page, testInfo, 'game grid');

    await open(page, brandUrl('royal', '/m/login'), lang);
    const back = page.getByTestId('header-back');
    await expect(back).toBeVisible();
    const backBox = await box(back);
    const backFlip = await flipOf(back.locator('svg[data-icon="back"]'));
    await expect(page.getByTestId('login-forgot')).toBeVisible();
    const links = { forgot: await box(page.getByTestId('login-forgot')), register: await box(page.getByTestId('login-to-register')) };
    if (lang === 'ar') await shoot(page, testInfo, 'login');

    await open(page, brandUrl('royal', '/m/register'), lang);
    const firstInput = page.locator('form input:visible').first();
    await expect(firstInput).toBeVisible();
    // the field's label text: where its words are drawn inside the label's line
    const fieldAlign = await firstInput.evaluate((el) => {
      const label = document.querySelector(`label[for="${el.id}"]`);
      if (!label) return null;
      const range = document.createRange();
      range.selectNodeContents(label);
      const ink = range.getBoundingClientRect();
      const line = label.getBoundingClientRect();
      return { textLeft: ink.left, textRight: ink.right, inputLeft: line.left, inputRight: line.right };
    });
    const tel = page.locator('input[inputmode="tel"]:visible').first();
    const telDirection = (await tel.count()) ? await tel.evaluate((el) => getComputedStyle(el).direction) : null;
    if (lang === 'ar') await shoot(page, testInfo, 'registration');
    return {
      header,
      carouselBoxes,
      drawerBox,
      chevronFlip,
      swiperRtl,
      swiperFirst,
      grid,
      backBox,
      backFlip,
      links,
      fieldAlign,
      telDirection,
    };
  };

  const en = await measure('en');
  const ar = await measure('ar');
  await testInfo.attach('measurements.json', { body: JSON.stringify({ en, ar }, null, 1), contentType: 'application/json' });

  // header: the menu toggle and search icon change sides, the logo too
  expect(en.header.toggle.x).toBeGreaterThan(WIDTH / 2);
  expectMirrored(en.header.toggle, ar.header.toggle, 'menu toggle');
  expectMirrored(en.header.search, ar.header.search, 'search icon');
  expect(ar.header.logo.x + ar.header.logo.width, 'the logo ends at the right edge').toBeGreaterThan(WIDTH - 40);

  // the drawer opens at its toggle's side: the right edge in English, the left edge in Arabic
  expect(Math.abs(en.drawerBox.x + en.drawerBox.width - WIDTH)).toBeLessThanOrEqual(1);
  expect(Math.abs(ar.drawerBox.x)).toBeLessThanOrEqual(1);
  expect(ar.drawerBox.width).toBeCloseTo(en.drawerBox.width, 0);
  expect(en.chevronFlip, 'the drawer chevrons point right in English').toBe(1);
  expect(ar.chevronFlip, 'the drawer chevrons point left in Arabic').toBe(-1);

  // carousels: the first slide in view, the next one beyond it in the reading direction
  if (en.carouselBoxes && ar.carouselBoxes) {
    expect(en.carouselBoxes.second.x).toBeGreaterThan(en.carouselBoxes.first.x);
    expect(ar.carouselBoxes.second.x, 'the second slide lies left of the first').toBeLessThan(ar.carouselBoxes.first.x);
    expect(Math.abs(ar.carouselBoxes.first.x - en.carouselBoxes.first.x)).toBeLessThanOrEqual(SLACK);
  }
  expect(en.swiperRtl).toBe(false);
  expect(ar.swiperRtl, 'the vendor swiper runs right to left').toBe(true);
  if (en.swiperFirst && ar.swiperFirst) expectMirrored(en.swiperFirst, ar.swiperFirst, 'first vendor slide');

  // the game grid: the first game is the rightmost of its row
  expect(en.grid[0]?.x).toBeLessThan(en.grid[1]?.x ?? 0);
  expect(ar.grid[0]?.x, 'the first game is rightmost').toBeGreaterThan(ar.grid[1]?.x ?? Infinity);
  expect(ar.grid[1]?.x).toBeGreaterThan(ar.grid[2]?.x ?? Infinity);
  for (const [i, b] of en.grid.entries()) expectMirrored(b, ar.grid[i] as Box, `game tile ${i + 1}`);

  // the back button at the right, its arrow pointing right
  expect(en.backBox.x).toBeLessThan(WIDTH / 2);
  expectMirrored(en.backBox, ar.backBox, 'back button');
  expect(en.backFlip).toBe(1);
  expect(ar.backFlip, 'the back arrow points right').toBe(-1);

  // the login links change sides; a field's label starts at the right
  expect(en.links.forgot.x).toBeLessThan(en.links.register.x);
  expect(ar.links.forgot.x, '"forgot password" is at the right').toBeGreaterThan(ar.links.register.x);
  expect(en.fieldAlign && Math.abs(en.fieldAlign.textLeft - en.fieldAlign.inputLeft)).toBeLessThanOrEqual(SLACK + 2);
  expect(ar.fieldAlign && Math.abs(ar.fieldAlign.textRight - ar.fieldAlign.inputRight), 'labels start at the right').toBeLessThanOrEqual(
    SLACK + 2,
  );
  if (ar.telDirection !== null) expect(ar.telDirection, 'a phone number field reads left to right').toBe('ltr');
});

test('member screens in Arabic: the balance, wallet and records keep amounts left to right', async ({
  page,
  server,
  brandUrl,
}, testInfo) => {
  test.setTimeout(90_000);
  // signed in without the login form: this test is about the member screens
  await signedInPlayer(page, server, brandUrl, 'royal');
  const net = quietNetwork(page);
  await open(page, brandUrl('royal', '/m/home'), 'ar');
  const balance = page.getByTestId('header-balance-amount');
  await expect(balance).toHaveText(/\d/);
  // an isolate in the RTL header: its figure drawn left to right (first digit left of the last), the
  // symbol where Intl's Arabic pattern puts it for a right-to-left reader, after the figure (left of it)
  const drawn = await figureAndSymbol(balance);
  expect(drawn, 'the balance has a figure and a symbol').not.toBeNull();
  expect(drawn?.firstDigit, 'the figure reads left to right').toBeLessThan(drawn?.lastDigit ?? 0);
  expect(drawn?.symbol, 'the symbol is read after the figure: at its left').toBeLessThan(drawn?.firstDigit ?? 0);
  expect(await balance.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).unicodeBidi])).toEqual(['ltr', 'isolate']);
  // and it sits at the left half, where the header's end is in Arabic
  const b = await box(balance);
  expect(b.x + b.width).toBeLessThan(WIDTH / 2 + 40);
  await shoot(page, testInfo, 'header with balance');
  // hidden (the eye toggle), it reads in the same order: the shown text with asterisks for its figure
  // (the same marks and isolate, the symbol read after them), drawn with the symbol left of the asterisks
  const shownText = (await balance.textContent()) ?? '';
  await balance.click();
  await expect(balance).toHaveText(/\*{4}/);
  expect(await balance.textContent(), 'the hidden balance is the shown one with its figure masked').toBe(
    shownText.replace(/[\d.,]+/, '****'),
  );
  const hidden = await maskAndSymbol(balance);
  expect(hidden, 'the hidden balance has asterisks and a symbol').not.toBeNull();
  expect(hidden?.symbol, 'the symbol is read after the hidden figure: at its left').toBeLessThan(hidden?.maskLeft ?? 0);
  await shoot(page, testInfo, 'header with hidden balance');
  await balance.click();
  await expect(balance).toHaveText(/\d/);

  for (const [path, name] of [
    ['/m/voucherCenter', 'deposit'],
    ['/m/withdraw', 'withdraw'],
    ['/m/transaction/record', 'account record'],
    ['/m/gameRecord', 'betting record'],
  ] as const) {
    await open(page, brandUrl('royal', path), 'ar');
    await expect(page.getByTestId('page-header')).toBeVisible();
    const back = page.getByTestId('header-back');
    if (await back.count()) expect((await box(back)).x, `${name}: the back button at the right`).toBeGreaterThan(WIDTH / 2);
    // the page's calls have come back: its amounts are drawn
    await net.settled();
    const amounts = page.locator('[class*="amount"]');
    for (let i = 0; i < Math.min(await amounts.count(), 5); i++) {
      const a = amounts.nth(i);
      expect(await a.evaluate((el) => getComputedStyle(el).direction), `${name}: an amount is a left-to-right island`).toBe('ltr');
    }
    await shoot(page, testInfo, name);
  }
});
