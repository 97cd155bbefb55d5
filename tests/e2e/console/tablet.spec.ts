/**
 * The console on a tablet, in a real browser: an administrator walks every area (and each area's
 * own sub-pages) at 768×1024 (portrait) and 1024×768 (landscape). On every page: the page itself
 * never scrolls sideways (wide tables scroll inside their own box), the area navigation is visible
 * or one tap away (below 900 px it folds behind a Menu button and opens over the page), the
 * buttons, fields and navigation links are at least 24 px each way, and axe finds no serious or
 * critical WCAG 2 A/AA violation.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAxeClean, signInNewStaff } from './cashier-support';

const SIZES = [
  { name: 'portrait', width: 768, height: 1024 },
  { name: 'landscape', width: 1024, height: 768 },
] as const;

/** Elements wider than the window, for the failure message: what overflows and by how much. */
async function overflow(page: Page): Promise<{ page: number; window: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { page: root.scrollWidth, window: root.clientWidth, widest };
  });
}

/** Buttons, fields and navigation links smaller than 24×24 px (WCAG 2.5.8), named for the failure message. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, input, textarea, nav a, [role="tab"]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const shown = r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        return shown && (r.width < 24 || r.height < 24);
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
  );
}

/** Tables (or their boxes) that scroll sideways but cannot be reached by keyboard to scroll them. */
async function unreachableScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .table-box, main table')]
      .filter((el) => getComputedStyle(el).overflowX === 'auto' && el.scrollWidth > el.clientWidth + 1 && el.tabIndex < 0)
      .map((el) => el.querySelector('table')?.dataset.testid ?? el.dataset.testid ?? el.tagName),
  );
}

async function checkPage(page: Page, where: string): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => unreachableScrollers(page), { message: `${where}: a table that scrolls sideways is out of keyboard reach` })
    .toEqual([]);
  const o = await overflow(page);
  expect
    .soft(o.page, `${where}: the page is ${o.page} px wide in a ${o.window} px window (${o.widest.join('; ')})`)
    .toBeLessThanOrEqual(o.window);
  expect.soft(await smallTargets(page), `${where}: targets under 24 px`).toEqual([]);
}

/** The area navigation, opened when it is folded behind the Menu button. */
async function areaNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Areas' });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(nav).toBeVisible();
  return nav;
}

for (const size of SIZES) {
  test(`every area of the console is usable on a ${size.width}×${size.height} tablet (${size.name})`, async ({ browser, server, ops }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: false,
      hasTouch: true,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const consoleUrl = `http://127.0.0.1:${server.port}/console/`;
    await signInNewStaff(page, ops, consoleUrl, 'administrator');
    await page.getByTestId('brand-switcher').selectOption('royal');

    const links = (await areaNav(page)).getByRole('link');
    const areas = await links.allTextContents();
    expect(areas).toEqual(['Brands', 'Staff', 'Audit log', 'Cashier', 'Players', 'Support', 'Content', 'Reports']);
    for (const area of areas) {
      await (await areaNav(page)).getByRole('link', { name: area, exact: true }).click();
      await expect(
        page
          .getByRole('button', { name: 'Menu' })
          .or(page.getByRole('navigation', { name: 'Areas' }))
          .first(),
      ).toBeVisible();
      if (size.width < 900)
        await expect(page.getByRole('navigation', { name: 'Areas' }), `${area}: the menu closes after a choice`).toBeHidden();
      await checkPage(page, `${area} at ${size.width}`);
      await expectAxeClean(page, `${area} at ${size.width}×${size.height}`);
      // the area's own sub-pages (tabs such as the support area's chats, feedback and inbox)
      const sub = page.locator('main nav').first().getByRole('link');
      const subPages = (await page.locator('main nav').count()) > 0 ? await sub.allTextContents() : [];
      for (const name of subPages) {
        await page.locator('main nav').first().getByRole('link', { name, exact: true }).click();
        await checkPage(page, `${area} › ${name} at ${size.width}`);
      }
    }
    await context.close();
  });
}

test('Escape closes the folded navigation wherever the focus is and gives the focus back to the Menu button', async ({
  browser,
  server,
  ops,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await signInNewStaff(page, ops, `http://127.0.0.1:${server.port}/console/`, 'administrator');
  await page.getByTestId('brand-switcher').selectOption('royal');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Areas' });
  await expect(nav).toBeHidden();

  const focusPlaces = [
    { where: 'a link of the navigation', focus: () => nav.getByRole('link').first().focus() },
    { where: "the header's brand switcher", focus: () => page.getByTestId('brand-switcher').focus() },
    { where: 'nothing (the page itself)', focus: () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()) },
    { where: 'a control of the page', focus: () => page.locator('main').getByRole('button').or(page.locator('main a')).first().focus() },
  ];
  for (const { where, focus } of focusPlaces) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await focus();
    await page.keyboard.press('Escape');
    await expect(nav, `Escape with the focus on ${where} closes the menu`).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu, `the focus is back on the Menu button after Escape on ${where}`).toBeFocused();
  }
  // closed, Escape changes nothing
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await context.close();
});
