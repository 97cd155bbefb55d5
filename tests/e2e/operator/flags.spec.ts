/**
 * A white-label flag turned off by the operator CLI removes its side-menu item; turned back on (or
 * reset to the tenant file), the item returns. royal has every optional flag on.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function openSideMenu(page: Page): Promise<void> {
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}

test('REWCEN3 off removes the reward centre from the side menu; on brings it back', async ({ page, brandUrl, ops }) => {
  const item = page.getByTestId('side-menu-item-rewardCenter');

  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await openSideMenu(page);
  await expect(item).toBeVisible();

  await ops.flag('royal', 'REWCEN3', 'off');
  await page.goto(brandUrl('royal', '/m/home'));
  await openSideMenu(page);
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first()).toBeVisible();
  await expect(item).toHaveCount(0);

  await ops.flag('royal', 'REWCEN3', 'on');
  await page.goto(brandUrl('royal', '/m/home'));
  await openSideMenu(page);
  await expect(item).toBeVisible();
});
