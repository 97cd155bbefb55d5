/**
 * Issue 28 (items 1, 2 and 10), as a player meets them on royal at phone size: a second login ends the
 * first device's session with a clear "signed in elsewhere" prompt on the login page; the registration
 * username is never cut and says its rule; the login sheet closes the side drawer; the login popup's
 * picture fits; a trial player is never refused the unread count; an inbox body in HTML reads formatted.
 */
import type { Page } from '@playwright/test';
import { makePlayer, opsApi, uiLogin } from '../content/support';
import { expect, test } from '../support/fixtures';
import { quietNetwork } from '../support/quiet-network';
import { apiLogin, signIn } from '../support/session';

test.describe.configure({ timeout: 90_000 });

const en = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=en`;

async function closeLoginPopup(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('[data-testid="login-popup-close"]') !== null, undefined, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(() => (document.querySelector('[data-testid="login-popup-close"]') as HTMLButtonElement | null)?.click());
}

test('a login on a second device: the first says "signed in on another device" on the login page and logs in again', async ({
  page,
  browser,
  brandUrl,
  server,
}) => {
  const player = await makePlayer(server, 'royal');
  await page.goto(brandUrl('royal', en('/m/home')));
  await uiLogin(page, player);

  // the login popup's picture fits its box at phone size (never cropped)
  const picture = page.getByTestId('login-popup').locator('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const fit = await picture.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const popup = (img.closest('[data-testid="login-popup"]') as HTMLElement).getBoundingClientRect();
    return {
      objectFit: getComputedStyle(img).objectFit,
      box: box.width / box.height,
      natural: img.naturalWidth / img.naturalHeight,
      share: box.height / popup.height,
    };
  });
  // the whole picture shows (fitted, or its box has its own shape), and it leaves room for the text
  expect(fit.objectFit === 'contain' || Math.abs(fit.box - fit.natural) < 0.02, JSON.stringify(fit)).toBe(true);
  expect(fit.box, JSON.stringify(fit)).toBeGreaterThan(1);
  expect(fit.share, JSON.stringify(fit)).toBeLessThan(0.7);
  await closeLoginPopup(page);

  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  try {
    const second = await other.newPage();
    await second.goto(brandUrl('royal', en('/m/home')));
    await uiLogin(second, player);
  } finally {
    await other.close();
  }

  // the first device: its next call is refused; it says why and offers the login, not silent failures
  await page.goto(brandUrl('royal', en('/m/member/home')));
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByTestId('session-ended')).toHaveText(/signed in on another device.*log in again/i);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  const form = page.getByTestId('login-username-form');
  await form.getByLabel('Username', { exact: true }).fill(player.username);
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
});

test('registration keeps a long username whole and says the rule; the login sheet closes the side drawer', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', en('/m/home')));
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.getByTestId('side-menu-login').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  await page.goto(brandUrl('royal', en('/m/register')));
  const name = page.getByLabel(/^Username/);
  await expect(page.getByText('Enter 4-10 letters and digits, starting with a letter')).toBeVisible();
  await name.fill('player12345678');
  await expect(name).toHaveValue('player12345678');
  await expect(page.getByTestId('error-username')).toHaveText('Enter 4 to 10 characters');
});

test('a trial player is never refused the unread count; an inbox body written in HTML reads formatted', async ({
  page,
  brandUrl,
  server,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (/unreadCount|inbox\/unread/i.test(r.url()) && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(brandUrl('royal', en('/m/home')));
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-trial').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const net = quietNetwork(page);
  for (const path of ['/m/slot-games', '/m/activity', '/m/home']) {
    await page.goto(brandUrl('royal', en(path)));
    // the page's calls (the unread count's among them) have come back
    await net.settled();
  }
  expect(refused).toEqual([]);

  // a real player's inbox: the operator's HTML is shown formatted, never as raw tags
  await page.evaluate(() => localStorage.clear());
  const player = await makePlayer(server, 'royal');
  await opsApi(server, 'POST', '/tenants/royal/inbox', {
    to: { kind: 'member', username: player.username },
    title: 'Formatted',
    body: '<p>Your <b>bonus</b> is ready.</p>',
  });
  // signed in through the site's login call (the inbox is what is checked here, not the login)
  await signIn(page, brandUrl('royal'), await apiLogin(server.port, 'royal', player.username, player.password));
  await page.goto(brandUrl('royal', en('/m/member/inbox')));
  await page.getByRole('button', { name: /Formatted/ }).click();
  const body = page.getByTestId('inbox-body');
  await expect(body).toHaveText('Your bonus is ready.');
  await expect(body.locator('b')).toHaveText('bonus');
});
