/**
 * A white-label flag turned off by the operator CLI removes its side-menu item; turned back on, the
 * item returns (the fixture resets the flag to the tenant file afterwards). royal has every optional
 * flag on. VIP benefits (VIPBEN3) is an item guests see too (spec "Side menu"); the reward centre
 * (REWCEN3) shows only to members, so that test logs a player in first.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function openSideMenu(page: Page): Promise<void> {
  await page.getByTestId('side-menu-toggle').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toBeVisible();
}

test('VIPBEN3 off removes VIP benefits from the side menu; on brings it back', async ({ page, brandUrl, ops }) => {
  const item = page.getByTestId('side-menu-item-vip');

  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await openSideMenu(page);
  await expect(item).toBeVisible();

  await ops.flag('royal', 'VIPBEN3', 'off');
  await page.goto(brandUrl('royal', '/m/home'));
  await openSideMenu(page);
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId('side-menu-item-mission'), 'other flagged items stay').toBeVisible();

  await ops.flag('royal', 'VIPBEN3', 'on');
  await page.goto(brandUrl('royal', '/m/home'));
  await openSideMenu(page);
  await expect(item).toBeVisible();
});

test("REWCEN3 off removes the reward centre from a member's side menu; on brings it back", async ({ page, brandUrl, ops, server }) => {
  // A player made by the operator (POST /ops/api/tenants/royal/members), logged in through the UI.
  const username = `rc${Date.now().toString(36).slice(-7)}`;
  const password = 'secret123';
  const made = await fetch(`http://127.0.0.1:${server.port}/ops/api/tenants/royal/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.env.OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(made.status, await made.clone().text()).toBe(200);

  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  const item = page.getByTestId('side-menu-item-rewardCenter');
  await openSideMenu(page);
  await expect(item).toBeVisible();

  await ops.flag('royal', 'REWCEN3', 'off');
  await page.goto(brandUrl('royal', '/m/home'));
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await openSideMenu(page);
  await expect(item).toHaveCount(0);

  await ops.flag('royal', 'REWCEN3', 'on');
  await page.goto(brandUrl('royal', '/m/home'));
  await openSideMenu(page);
  await expect(item).toBeVisible();
});
