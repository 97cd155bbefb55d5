/**
 * Accessibility (DESIGN.md): axe-core finds no serious or critical WCAG 2 A/AA violation on the
 * main routes of each demo brand — home, home with the side menu open, the login modal, register
 * and activity. Runs against the built site and the real server, after the page fade (300 ms) and
 * any finite animation have finished (waited for through the page's animations, not a fixed time),
 * so colour contrast is measured on the drawn page.
 */
import type { Locator, Page } from '@playwright/test';
import { type AxeViolation, animationsSettled, axeViolations } from './support/axe';
import { DEMO_BRANDS, expect, test } from './support/fixtures';
import { type QuietNetwork, quietNetwork } from './support/quiet-network';

/**
 * Waits for the content, every request of the page to have come back (`net`: the page's requests,
 * counted from before its first load), the page fade and every finite animation (spinners and
 * carousels loop).
 */
async function settle(page: Page, net: QuietNetwork, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await net.settled();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  // every finite animation (the page fade, 300 ms, among them) has finished
  await animationsSettled(page);
}

function report(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n${targets}${more}`;
    })
    .join('\n');
}

async function expectNoSerious(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.length, `axe serious/critical violations:\n${report(violations)}`).toBe(0);
}

for (const id of DEMO_BRANDS) {
  test.describe(`${id}: axe (wcag2a, wcag2aa)`, () => {
    test('home', async ({ page, brandUrl }) => {
      const net = quietNetwork(page);
      await page.goto(brandUrl(id, '/m/home'));
      await settle(page, net, page.getByTestId('page-home'));
      await expectNoSerious(page);
    });

    test('home with the side menu open', async ({ page, brandUrl }) => {
      const net = quietNetwork(page);
      await page.goto(brandUrl(id, '/m/home'));
      await settle(page, net, page.getByTestId('page-home'));
      await page.getByTestId('side-menu-toggle').click();
      await settle(page, net, page.getByTestId('side-menu'));
      await expectNoSerious(page);
    });

    test('login modal', async ({ page, brandUrl }) => {
      const net = quietNetwork(page);
      await page.goto(brandUrl(id, '/m/home'));
      await settle(page, net, page.getByTestId('page-home'));
      await page.getByTestId('header-login').click();
      await settle(page, net, page.getByTestId('login-modal'));
      await expectNoSerious(page);
    });

    test('register', async ({ page, brandUrl }) => {
      const net = quietNetwork(page);
      await page.goto(brandUrl(id, '/m/register'));
      await settle(page, net, page.locator('main[data-route]'));
      await expectNoSerious(page);
    });

    test('activity', async ({ page, brandUrl }) => {
      const net = quietNetwork(page);
      await page.goto(brandUrl(id, '/m/activity'));
      await settle(page, net, page.locator('main[data-route]'));
      await expectNoSerious(page);
    });
  });
}
