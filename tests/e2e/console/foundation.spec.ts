/**
 * The operator console in a real browser against the real server (the "ops" server: these tests
 * change a flag): sign-in with a TOTP code computed here, enrolment of a new member from the secret
 * the page shows, a cashier kept out of staff administration, an administrator creating a member
 * and finding it in the audit log, a flag changed in the console showing on the player site, and axe
 * finding no serious or critical WCAG 2 A/AA violation on the console's pages.
 */
import type { Page } from '@playwright/test';
import { codeAt, stepAt, TOTP_STEP_SECONDS } from '../../../server/console/auth/totp';
import { DEMO_STAFF } from '../../../server/console/staff/demo';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.use({ serverKey: 'ops', viewport: { width: 1280, height: 860 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'serial' });

const demo = (username: string) => {
  const found = DEMO_STAFF.find((d) => d.username === username);
  if (!found) throw new Error(`no demo member ${username}`);
  return found;
};

/** A code of a step not used yet by this file (the server refuses a code twice), waiting for the next step when needed. */
const usedSteps = new Map<string, number>();
async function freshCode(secret: string): Promise<string> {
  const last = usedSteps.get(secret) ?? -1;
  for (;;) {
    const now = stepAt(new Date());
    const step = Math.max(now, last + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return codeAt(secret, step);
    }
    await new Promise((r) => setTimeout(r, (TOTP_STEP_SECONDS * 1000) / 3));
  }
}

async function signIn(page: Page, consoleUrl: string, username: string, password: string, secret: string): Promise<void> {
  await page.goto(consoleUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Six-digit code from your authenticator app').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('who')).toBeVisible();
}

test.describe('operator console', () => {
  let consoleUrl = '';
  test.beforeAll(async ({ server }) => {
    consoleUrl = `http://127.0.0.1:${server.port}/console/`;
  });
  test.beforeEach(async ({ ops }) => {
    await ops.run('staff', 'seed-demo');
  });

  test('a cashier signs in with a TOTP code and cannot open staff administration', async ({ page }) => {
    const cashier = demo('demo-cashier');
    await signIn(page, consoleUrl, cashier.username, cashier.password, cashier.totpSecret);
    await expect(page.getByTestId('who')).toContainText('cashier');
    const nav = page.getByRole('navigation', { name: 'Areas' });
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await page.goto(`${consoleUrl}staff`);
    await expect(page.getByTestId('not-allowed')).toBeVisible();
    const api = await page.request.get(`${consoleUrl}api/staff`);
    expect(api.status()).toBe(403);
    await expectAxeClean(page, 'the not-allowed page');
  });

  test('an administrator creates a staff member, sees it in the audit log, and the member enrols their authenticator', async ({
    page,
    browser,
  }) => {
    const admin = demo('demo-admin');
    await page.goto(consoleUrl);
    await expectAxeClean(page, 'the sign-in page');
    await signIn(page, consoleUrl, admin.username, admin.password, admin.totpSecret);
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();

    const username = `e2e-${Date.now().toString(36)}`;
    const password = 'Ledger-Lantern-4417';
    const form = page.getByRole('form', { name: 'New staff member' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Display name').fill('E2E Support');
    await form.getByLabel('Role').selectOption('support');
    await form.getByLabel('Password (at least 12 characters)').fill(password);
    await form.getByLabel('All brands').check();
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('status')).toContainText(username);
    await expect(page.getByTestId(`staff-${username}`)).toContainText('Support');
    await expectAxeClean(page, 'the staff page');

    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Audit log' }).click();
    const row = page.getByTestId('audit-table').getByRole('row').filter({ hasText: 'staff.create' }).filter({ hasText: username });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(admin.username);
    await expectAxeClean(page, 'the audit log');

    // the new member: the first sign-in sets up the authenticator from the secret on the page
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const member = await context.newPage();
    await member.goto(consoleUrl);
    await member.getByLabel('Username').fill(username);
    await member.getByLabel('Password').fill(password);
    await member.getByRole('button', { name: 'Sign in' }).click();
    await expect(member.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await member.getByTestId('totp-secret').textContent()) ?? '';
    expect(await member.getByTestId('totp-uri').textContent()).toContain(`secret=${secret}`);
    await expectAxeClean(member, 'the enrolment page');
    await member.getByLabel('Six-digit code from your authenticator app').fill(await freshCode(secret));
    await member.getByRole('button', { name: 'Verify' }).click();
    await expect(member.getByTestId('who')).toContainText('E2E Support');
    await context.close();
  });

  test('a flag changed in the console shows on the player site', async ({ page, brandUrl, ops }) => {
    const admin = demo('demo-admin');
    const vip = page.getByTestId('side-menu-item-vip');
    try {
      await signIn(page, consoleUrl, admin.username, admin.password, admin.totpSecret);
      await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Brands' }).click();
      await page.getByTestId('brand-switcher').selectOption('tiger');
      const flag = page.getByTestId('flag-VIPBEN3');
      await expect(flag.getByRole('checkbox')).toBeChecked();
      await expectAxeClean(page, 'the brands page');
      // the box follows the server's answer (it redraws from the brand's state after the change)
      await flag.getByRole('checkbox').click();
      await expect(flag.getByRole('checkbox')).not.toBeChecked();
      await expect(flag).toContainText('Changed here');

      await page.goto(brandUrl('tiger', '/m/home?lang=en'));
      await page.getByTestId('side-menu-toggle').click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first()).toBeVisible();
      await expect(vip).toHaveCount(0);
    } finally {
      await ops.run('flag', 'tiger', 'VIPBEN3', 'reset');
    }
  });
});
