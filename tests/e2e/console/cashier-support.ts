/**
 * Helpers of the cashier, players and reports browser tests: a staff member of their own per test
 * (created with `npm run ops -- staff create`, enrolled from the secret the page shows, so no two
 * tests share a TOTP code), a player made through the operator API and signed in on the player site,
 * and axe over the page (WCAG 2 A/AA, serious or critical).
 */
import type { Page } from '@playwright/test';
import { codeAt, stepAt } from '../../../server/console/auth/totp';
import { expect, type Ops } from '../support/fixtures';

export { expectAxeClean } from '../support/axe';

export const DESKTOP = { viewport: { width: 1280, height: 860 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 } as const;

let made = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++made}`;

/** A new staff member of `role` on every brand, signed in on `page` (enrolment from the page's secret). */
export async function signInNewStaff(
  page: Page,
  ops: Ops,
  consoleUrl: string,
  role: 'administrator' | 'cashier' | 'support' | 'readonly',
): Promise<string> {
  const username = unique(`e2e-${role}`);
  const password = 'Abacus-Harbour-9031';
  await ops.run('staff', 'create', username, '--role', role, '--brands', 'all', '--name', `E2E ${role}`, '--password', password);
  await page.goto(consoleUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Six-digit code from your authenticator app').fill(codeAt(secret, stepAt(new Date())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('who')).toBeVisible();
  return username;
}

/** A royal player made with the operator API and signed in on the player site in `page`. */
export async function signedInPlayer(
  page: Page,
  port: number,
  operatorToken: string | undefined,
  brandUrl: (t: string, p?: string) => string,
): Promise<string> {
  const username = `c${Date.now().toString(36).slice(-7)}${made++ % 10}`;
  const res = await fetch(`http://127.0.0.1:${port}/ops/api/tenants/royal/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret123' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill('secret123');
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$0.00');
  return username;
}

/** A bank-transfer deposit asked for on the player site; its id. */
export async function manualDeposit(page: Page, brandUrl: (t: string, p?: string) => string, amount: string): Promise<string> {
  await page.goto(brandUrl('royal', '/m/voucherCenter'));
  await page.getByTestId('deposit-methods').selectOption({ label: 'Bank transfer' });
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-payer').fill('Alice Tan');
  await page.getByTestId('deposit-submit').click();
  const row = page.getByTestId('deposit-history').locator('li').first();
  await expect(row.getByText('Pending')).toBeVisible();
  return (await row.getAttribute('data-testid'))?.replace('deposit-row-', '') ?? '';
}
