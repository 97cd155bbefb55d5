/**
 * What a player meets beyond the happy path: the connection notices (offline, slow) that never
 * block the page and go when the connection recovers, an action made offline failing clearly with
 * what was typed kept; a swipe back over 100 px showing the page without its fade; the brand's
 * native app (the user agent's app-version marker) with the app style and no app download; the
 * search page's results as a grid of rows; the free-play button of the game pages for a member.
 */
import { expect, test } from '../support/fixtures';
import { signedInPlayer } from './helpers';

test('offline: a non-blocking "no internet" notice; a login fails clearly and keeps what was typed; back online the notice goes', async ({
  page,
  context,
  brandUrl,
}) => {
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill('offline1');
  await modal.getByLabel('Password', { exact: true }).fill('secret123');
  await context.setOffline(true);
  const notice = page.getByTestId('network-notice');
  await expect(notice).toHaveText('No internet connection');
  // non-blocking: clicks go through it
  expect(await notice.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  await modal.getByTestId('login-submit').click();
  await expect(page.getByText('No internet connection or the connection is slow. Please try again.').first()).toBeVisible();
  await expect(modal.getByLabel('Username', { exact: true })).toHaveValue('offline1');
  await expect(modal.getByLabel('Password', { exact: true })).toHaveValue('secret123');
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('slow: calls that take over 4 s bring a "slow connection" notice; it goes when a call answers quickly again', async ({
  page,
  brandUrl,
}) => {
  // the page's clock runs on, and is moved past the 4 s rule and the notice's 5 s probe instead of waiting them out
  await page.clock.install();
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let slow = true;
  await page.route('**/wps/**', async (route) => {
    if (slow) await held;
    await route.continue().catch(() => undefined);
  });
  // a call of the search page, held back
  await page
    .getByTestId('header-search')
    .click()
    .catch(() => page.goto(brandUrl('royal', '/m/search-games?lang=en')));
  await page.getByTestId('search-input').fill('golden');
  await page.getByTestId('search-input').press('Enter');
  const notice = page.getByTestId('network-notice');
  await page.clock.fastForward(4100);
  await expect(notice).toHaveText('Slow connection, please wait…');
  slow = false;
  release();
  // the held call ends, then the notice's probe (every 5 s) answers at once
  await page.clock.fastForward(5100);
  await expect(notice).toHaveCount(0);
});

test.describe('on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  test('a swipe back over 100 px shows the page without the fade; a plain back fades', async ({ page, brandUrl }) => {
    await page.goto(brandUrl('royal', '/m/home?lang=en'));
    await expect(page.getByTestId('page-home')).toBeVisible();
    // the app has replaced the HTML's first screen: its links navigate in the app from here on
    await page.waitForFunction(() => document.querySelector('[data-first-screen]') === null);
    const fadeOf = () =>
      page.locator('main').evaluate((el) => ({ instant: el.dataset.instant ?? null, animation: getComputedStyle(el).animationName }));
    // to search inside the app, then a plain back (no gesture)
    await page.getByTestId('header-search').click();
    await page.getByTestId('search-input').waitFor();
    // goBack, not history.back() in the page: if the click landed before the app took over the
    // HTML's first screen, the entry is a document and its context goes with the navigation
    await page.goBack();
    await expect(page.getByTestId('page-home')).toBeVisible();
    expect(await fadeOf()).toEqual({ instant: null, animation: expect.stringMatching(/^pageFade/) });
    // to search again, then the edge swipe (a touch moving 160 px) and the back it leads to
    await page.getByTestId('header-search').click();
    await page.getByTestId('search-input').waitFor();
    // a touch moving 160 px, dispatched in the page (a touch through the browser's input may also
    // fire Chromium's own overscroll back, a second navigation the test cannot order)
    await page.evaluate(() => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      const send = (type: string, x: number) =>
        window.dispatchEvent(
          new TouchEvent(type, { touches: type === 'touchend' ? [] : [touch(x)], changedTouches: [touch(x)], bubbles: true }),
        );
      send('touchstart', 4);
      for (const x of [40, 90, 130, 164]) send('touchmove', x);
      send('touchend', 164);
    });
    await page.goBack();
    await expect(page.getByTestId('page-home')).toBeVisible();
    expect(await fadeOf()).toEqual({ instant: 'true', animation: 'none' });
  });
});

test.describe('inside the brand native app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 AppVersion/2.4.1',
  });

  test('the app-version marker applies the app style and hides every app download entry', async ({ page, brandUrl }) => {
    await page.goto(brandUrl('royal', '/m/home?lang=en'));
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', '2.4.1');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorY)).toBe('none');
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    await expect(page.getByTestId('footer-app')).toHaveCount(0);
    await page.getByTestId('side-menu-toggle').click();
    await expect(page.getByTestId('side-menu-item-help')).toBeVisible();
    await expect(page.getByTestId('side-menu-item-download')).toHaveCount(0);
    await page.goto(brandUrl('royal', '/m/download?lang=en'));
    await expect(page).toHaveURL(/\/m\/home/);
  });
});

test('in a browser there is no app style and the download bar shows', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('download-bar')).toBeVisible();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
});

test('search page: results are rows (icon, name, vendor, arrow) in a grid, one column on a phone, two on a tablet', async ({
  page,
  brandUrl,
}) => {
  const columns = () =>
    page
      .getByTestId('search-results')
      .evaluate((el) => new Set([...el.children].map((li) => Math.round(li.getBoundingClientRect().left))).size);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(brandUrl('royal', '/m/search-games?lang=en'));
  await page.getByTestId('search-input').fill('golden');
  await page.getByTestId('search-input').press('Enter');
  const first = page.getByTestId('search-results').getByTestId('game-row').first();
  await expect(first).toBeVisible();
  await expect(first.locator('img')).toHaveCount(1);
  await expect(first.getByTestId('game-row-name')).not.toBeEmpty();
  await expect(first.getByTestId('game-row-vendor')).not.toBeEmpty();
  await expect(first.locator('svg')).toHaveCount(1);
  expect(await columns()).toBe(1);
  await page.setViewportSize({ width: 820, height: 1000 });
  await expect.poll(columns).toBe(2);
});

test('free play: a member gets a Free play button on the game pages and plays free', async ({ page, server, brandUrl }) => {
  // signed in without the login form (this test is about free play), on home drawn for the member
  await signedInPlayer(page, server, brandUrl, 'royal');
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('header-balance')).toBeVisible();
  // home has no free-play button (it loads with the game pages)
  await expect(page.getByTestId('free-play')).toHaveCount(0);
  await page.goto(brandUrl('royal', '/m/slot-games?lang=en'));
  const button = page.getByTestId('free-play').first();
  await expect(button).toBeVisible();
  const launch = page.waitForRequest(
    (r) => r.url().includes('/wps/') && r.method() === 'POST' && (r.postData() ?? '').includes('"freePlay":true'),
  );
  await button.click();
  await launch;
  await expect(page.getByTestId('game-frame')).toBeVisible();
});

test.describe('inside an app older than the brand serves', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 AppVersion/1.9.0',
  });

  test('royal (minAppVersion 2.0.0) asks app 1.9.0 to update, with its Android app link', async ({ page, brandUrl }) => {
    await page.goto(brandUrl('royal', '/m/home?lang=en'));
    const update = page.getByTestId('app-update-required');
    await expect(update).toContainText('Please update the app');
    await expect(update).toContainText(
      'This version of the app (1.9.0) is no longer supported. Update to version 2.0.0 or later to continue.',
    );
    await expect(page.getByTestId('app-update-link')).toHaveAttribute('href', '/demo/download/android');
  });
});
