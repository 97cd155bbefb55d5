/**
 * A remote that cannot be loaded shows an error view with a retry button in its area; the rest of
 * the site keeps working; once the remote is reachable again, Retry renders it.
 */
import { expect, expectBrand, tenant, test } from './support/fixtures';

const lotus = tenant('lotus');
const PROMOTIONS_ENTRY = '**/m/remotes/promotions/remoteEntry.js*';

test('a broken promotions remote shows Retry on its route; home still works', async ({ page, brandUrl }) => {
  await page.route(PROMOTIONS_ENTRY, (route) => route.abort('failed'));

  // The rest of the site works without it.
  await page.goto(brandUrl('lotus', '/m/home'));
  await expectBrand(page, lotus.brandName);

  // Its own route shows the retry view, not a spinner or a white page; the chrome stays.
  await page.goto(brandUrl('lotus', '/m/activity'));
  const retry = page.getByRole('button', { name: /retry|try again/i });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();

  // Back from /m/activity goes home (spec "Header and titles"), which still renders.
  await page.getByRole('button', { name: /back/i }).first().click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectBrand(page, lotus.brandName);
});

test('Retry loads the remote once it is reachable again', async ({ page, brandUrl }) => {
  await page.route(PROMOTIONS_ENTRY, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(brandUrl('lotus', '/m/activity'));
  const retry = page.getByRole('button', { name: /retry|try again/i });
  await expect(retry).toBeVisible({ timeout: 20_000 });

  await page.unroute(PROMOTIONS_ENTRY);
  await retry.click();
  await expect(retry).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/activity$/);
});
