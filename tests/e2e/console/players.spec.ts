/**
 * Players in the console, in a real browser: an administrator finds a player by username, opens the
 * file, locks the account (the player's session on the site ends), unlocks it, credits the balance
 * with a reason (the player's balance and the ledger show it); the file in Chinese; axe clean.
 */
import { expect, test } from '../support/fixtures';
import { DESKTOP, expectAxeClean, signedInPlayer, signInNewStaff } from './cashier-support';

test('an administrator finds a player, locks and unlocks the account and credits the balance with a reason', async ({
  browser,
  page,
  brandUrl,
  server,
  ops,
}) => {
  test.setTimeout(180_000);
  const username = await signedInPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);

  const office = await browser.newContext(DESKTOP);
  const admin = await office.newPage();
  const consoleUrl = `http://127.0.0.1:${server.port}/console/`;
  await signInNewStaff(admin, ops, consoleUrl, 'administrator');
  await admin.getByTestId('brand-switcher').selectOption('royal');
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Players' }).click();
  await admin.getByTestId('player-search').fill(username);
  await admin.getByTestId('player-search-field').selectOption('username');
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByTestId('player-total')).toHaveText('Players found: 1');
  await expectAxeClean(admin, 'the player search');
  await admin.getByTestId('player-results').getByRole('link', { name: username }).click();
  await expect(admin.getByTestId('player-name')).toHaveText(`Player ${username}`);
  await expect(admin.getByTestId('player-state')).toHaveText('Active');
  await expectAxeClean(admin, "the player's file");

  await admin.getByTestId('lock-reason').fill('chargeback under review');
  await admin.getByTestId('lock-submit').click();
  await expect(admin.getByTestId('lock-outcome')).toHaveText('The account is locked and its sessions ended.');
  await expect(admin.getByTestId('player-state')).toHaveText('Locked');
  await page.reload();
  await expect(page.getByTestId('header-login')).toBeVisible();

  await admin.getByTestId('lock-reason').fill('review cleared');
  await admin.getByTestId('lock-submit').click();
  await expect(admin.getByTestId('player-state')).toHaveText('Active');

  await admin.getByTestId('adjust-amount').fill('12.50');
  await admin.getByTestId('adjust-reason').fill('goodwill for the outage');
  await admin.getByTestId('adjust-submit').click();
  await expect(admin.getByTestId('adjust-outcome')).toContainText('the main wallet holds $12.50');
  await expect(admin.getByTestId('ledger-table').getByRole('row').nth(1)).toContainText('goodwill for the outage');
  await expect(admin.getByTestId('ledger-table').getByRole('row').nth(1)).toContainText('Adjustment');

  await admin.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(admin.getByTestId('player-name')).toHaveText(`玩家 ${username}`);
  await expect(admin.getByTestId('player-state')).toHaveText('正常');
  await expectAxeClean(admin, "the player's file in Chinese");

  // the player, signed out by the lock, signs in again on the login page
  await page.goto(brandUrl('royal', '/m/login?lang=en'));
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/m\/login/);
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$12.50');
  await office.close();
});
