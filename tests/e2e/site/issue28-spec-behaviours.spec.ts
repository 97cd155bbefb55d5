/**
 * Issue 28, the spec's behaviours as a player sees them: an upcoming promotion shows its own state
 * (the day it opens, no join); the side menu's customer service is a chooser of the brand's live
 * chat, LINE, Telegram and Facebook entries; a failed search keeps the results shown; a captcha
 * image that fails to load says so.
 */
import { opsApi } from '../content/support';
import { expect, test } from '../support/fixtures';

test('an upcoming promotion: listed with "Opens YYYY/MM/DD", not joinable', async ({ page, server, brandUrl }) => {
  const start = new Date(Date.now() + 3 * 86_400_000);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const posted = (await opsApi(server, 'POST', '/tenants/lotus/announcements', {
    type: 'PR',
    sortOrder: -300,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    texts: [{ language: 'en', title: 'Opens soon promotion', content: '<p>Soon</p>' }],
  })) as { id: number };
  try {
    await page.goto(brandUrl('lotus', '/m/activity?lang=en'));
    const day = await page.evaluate((iso) => {
      const d = new Date(iso);
      return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
    }, start.toISOString());
    await expect(page.getByTestId(`promotion-card-state-${posted.id}`)).toHaveText(`Opens ${day}`);
    await page.getByTestId(`promotion-details-${posted.id}`).click();
    await expect(page.getByTestId(`promotion-state-${posted.id}`)).toHaveText(`Opens ${day}`);
    await expect(page.getByTestId(`promotion-join-${posted.id}`)).toHaveCount(0);
  } finally {
    await opsApi(server, 'DELETE', `/tenants/lotus/announcements/${posted.id}`);
  }
});

test('customer service in the side menu is a chooser: royal offers live chat, LINE and Telegram (Messenger only on the floating button)', async ({
  page,
  brandUrl,
}) => {
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-item-customerService').click();
  await expect(page.getByTestId('cs-chooser').getByRole('button')).toHaveText(['Live chat', 'LINE', 'Telegram']);
});

test('a failed search keeps the results shown', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/search-games?lang=en'));
  await page.getByTestId('search-input').fill('golden');
  const rows = page.getByTestId('game-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await page.route('**/GCSGAME_gameList*', (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('GCSGAME_gameList'));
  await page.getByTestId('search-input').fill('dragon');
  await page.getByTestId('search-input').press('Enter');
  await failed;
  // the page has handled the failure once two frames have been drawn after it
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(rows).toHaveCount(before);
  await expect(page.getByTestId('search-empty')).toHaveCount(0);
});

test('a captcha image that fails to load says so', async ({ page, brandUrl }) => {
  await page.route('**/wps/captcha*', (route) => route.abort());
  await page.goto(brandUrl('tiger', '/m/login?lang=en'));
  const image = page.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  // the page's captcha is used up by a tap: the next call fails
  await image.click();
  await expect(page.getByTestId('captcha-failed')).toHaveText('New captcha image');
  await expect(page.getByText('No internet connection or the connection is slow. Please try again.')).toBeVisible();
});
