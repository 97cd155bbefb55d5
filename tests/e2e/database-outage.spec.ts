/**
 * The site while the server cannot reach its database: the API's 503
 * `system.database.unavailable` (played here by the browser: the e2e servers run on PGlite, which
 * cannot go away; server/db/outage.test.ts stops a real PostgreSQL) shows "Connection lost.
 * Retrying…", and the site comes back by itself, without a click, once calls succeed again.
 */
import type { Page } from '@playwright/test';
import { expect, expectBrand, tenant, test } from './support/fixtures';

const lotus = tenant('lotus');
const API = '**/wps/**';

function databaseAway(page: Page) {
  return page.route(API, (route) =>
    route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '2' },
      body: JSON.stringify({
        success: false,
        code: 'system.database.unavailable',
        message: 'The database is unavailable; try again shortly.',
        value: null,
      }),
    }),
  );
}

test('a page whose calls answer 503 shows the retrying banner, which goes by itself once they succeed', async ({ page, brandUrl }) => {
  await databaseAway(page);
  await page.goto(brandUrl('lotus', '/m/home')); // the HTML still carries the status: the shell renders
  await expectBrand(page, lotus.brandName);
  const banner = page.getByTestId('connection-lost');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toHaveText(/Connection lost\. Retrying/);
  await expect(banner).toHaveAttribute('role', 'status');

  await page.unroute(API);
  await expect(banner).toBeHidden({ timeout: 20_000 });
  await expectBrand(page, lotus.brandName);
});

test('a boot without a status shows "Connection lost. Retrying…" and boots by itself once the status call succeeds', async ({
  page,
  brandUrl,
}) => {
  // the page without its inline status (as a process that never served the brand sends it while the database is away)
  await page.route('**/m/home', async (route) => {
    // fetched from Node, where *.localhost does not resolve: the server's address, the brand's Host
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
    const body = (await response.text()).replace(/<script type="application\/json" id="boot-status"[^>]*>.*?<\/script>/s, '');
    await route.fulfill({ response, body });
  });
  await databaseAway(page);
  await page.goto(brandUrl('lotus', '/m/home'));
  const view = page.getByTestId('boot-error');
  await expect(view).toBeVisible({ timeout: 20_000 });
  // without a status the boot view speaks the player's saved language, else Khmer
  await expect(view).toContainText(/ការតភ្ជាប់បានដាច់។ កំពុងព្យាយាមម្ដងទៀត/);

  await page.unroute(API);
  await expect(page.getByTestId('app')).toBeVisible({ timeout: 20_000 });
  await expectBrand(page, lotus.brandName);
});
