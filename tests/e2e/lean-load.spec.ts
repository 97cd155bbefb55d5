/**
 * Keep the first load lean: a remote's entry, and heavy libraries, load only on the
 * routes that use them. Home uses the games remote (its game menu) and nothing of the others.
 */
import { expect, expectBrand, tenant, test } from './support/fixtures';

const royal = tenant('royal');

test('home fetches the games remote only; a promotions route fetches promotions', async ({ page, brandUrl }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    const match = /\/m\/remotes\/([a-z]+)\/remoteEntry\.js/.exec(request.url());
    if (match?.[1]) entries.push(match[1]);
  });
  await page.goto(brandUrl('royal', '/m/home'));
  await expectBrand(page, royal.brandName);
  await expect(page.getByTestId('game-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...new Set(entries)].sort()).toEqual(['games']);

  await page.goto(brandUrl('royal', '/m/activity'));
  await expect(page.locator('[data-remote=promotions]')).toBeVisible();
  expect(entries).toContain('promotions');
  expect(entries).not.toContain('agent');
  expect(entries).not.toContain('wallet');
});
