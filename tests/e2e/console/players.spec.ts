/**
 * Players in the console, in a real browser: an administrator finds a player by username, opens the
 * file, locks the account (the player's session on the site ends), unlocks it, credits the balance
 * with a reason (the player's balance and the ledger show it); the file in Chinese; axe clean.
 */
import { expect, test } from '../support/fixtures';
import { DESKTOP, expectAxeClean, signedInPlayer, signInNewStaff } from './cashier-support';

test('an administrator finds a player, locks and unlocks the account and credits the balance with a reason', async ({ browser, page, brandUrl, server, ops }) => {
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
  await expect(admin.getByTestId('player-total')).toHaveText('1 players');
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
  await expect(admin.getByTestId('player-state')).toHaveText('有效');
  await expectAxeClean(admin, "the player's file in Chinese");

  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill('secret123');
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$12.50');
  await office.close();
});
