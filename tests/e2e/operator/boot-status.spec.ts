/**
 * The page HTML carries the brand's status (server/routes/site/boot-html.ts): boot makes no status
 * call, and a flag the operator changes shows after a reload (the HTML is built per request and
 * never cached, the inline status wins over the copy cached in localStorage).
 */
import type { Page } from '@playwright/test';
import { expect, hostGet, test } from '../support/fixtures';

function statusCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/system/status') calls.push(request.url());
  });
  return calls;
}

async function openSideMenu(page: Page): Promise<void> {
  await page.getByTestId('side-menu-toggle').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toBeVisible();
}

test('boot makes no status call; a flag changed by the operator shows after a reload', async ({ page, brandUrl, ops, server }) => {
  const calls = statusCalls(page);
  const response = await page.goto(brandUrl('royal', '/m/home?lang=en'));
  const html = (await response?.text()) ?? '';
  expect(html, 'the served page carries the status, theme and boot preload').toContain('id="boot-status"');
  expect(html).toMatch(/<html [^>]*data-theme="royal"/);
  // home paints from its HTML, so its scripts and the boot chunk's preload go through the after-paint
  // loader (server/routes/site/after-paint.ts); other pages carry the preload link itself
  expect(html).toMatch(/<script defer src="\/m\/after-paint\.js\?v=\w+" data-preload="\/m\/static\/js\/async\/boot\.[0-9a-f]+\.js /);
  const plain = (await hostGet(server.port, 'royal', '/m/help?lang=en')).text;
  expect(plain).toMatch(/<link rel="preload" as="script" href="\/m\/static\/js\/async\/boot\.[0-9a-f]+\.js">/);
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls, 'no status call while booting').toEqual([]);
  await openSideMenu(page);
  await expect(page.getByTestId('side-menu-item-vip')).toBeVisible();

  await ops.flag('royal', 'VIPBEN3', 'off');
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await openSideMenu(page);
  await expect(page.getByTestId('side-menu-item-vip'), 'the new flag value, at once').toHaveCount(0);
  await expect(page.getByTestId('side-menu-item-mission')).toBeVisible();
  expect(calls).toEqual([]);
});

test('a tab with another tenant override than the page asks the status of its own tenant', async ({ page, brandUrl }) => {
  const calls = statusCalls(page);
  await page.goto(brandUrl('royal', '/m/home?tenant=lotus'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  expect(calls, 'the page carried the ?tenant= status: no call').toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'lotus');
  // the override is remembered for the tab; a page without ?tenant= carries royal's status, so boot asks
  await page.goto(brandUrl('royal', '/m/home'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]).toContain('tenant=lotus');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'lotus');
});
