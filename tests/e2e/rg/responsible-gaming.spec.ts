/**
 * Responsible gaming: a player sets a deposit limit, his raise waits for the cooling
 * period, the deposit page shows what is left and refuses more; takes a time-out with his password and from then on (also after logging in again) only
 * withdrawals, records and this screen open. The reality check pauses an open game until answered. A self-exclusion holds the
 * same way and an operator extends it over the operator API.
 */
import type { Page } from '@playwright/test';
import { type Accounts, expect, test } from '../accounts/support/fixtures';
import { loginWithPassword, sendCode, smsCode } from '../accounts/support/flows';

// whole journeys on a loaded machine
test.describe.configure({ timeout: 90_000 });

async function registerAndOpen(page: Page, accounts: Accounts, port: number): Promise<string> {
  const mobile = accounts.mobile();
  await page.goto(accounts.url('royal', '/m/register?lang=en'));
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number *').fill(mobile);
  await sendCode(page, port, 'register');
  await page.getByLabel('SMS verification code').fill(smsCode((await accounts.lastMessage('royal', `+855${mobile}`)).body));
  await page.getByLabel('Password *', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password *').fill('secret12');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  // royal greets a sign-in with its login announcements (content): close them before using the menu
  // (in the page, not by locator: the fixture's popup handler would act on a locator first)
  await page.waitForFunction(() => document.querySelector('[data-testid="login-popup-close"]') !== null);
  await page.evaluate(() => (document.querySelector('[data-testid="login-popup-close"]') as HTMLButtonElement).click());
  await page.waitForFunction(() => document.querySelector('[data-testid="login-popup"]') === null);

  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-item-responsibleGaming').click();
  await expect(page).toHaveURL(/\/m\/member\/responsible-gaming/);
  return mobile;
}

test('set a deposit limit, a raise waits, a deposit above it is refused; a time-out restricts the site to withdraw and records', async ({
  page,
  accounts,
  accountServer,
}) => {
  const mobile = await registerAndOpen(page, accounts, accountServer.port);

  // a first limit applies at once
  await page.getByTestId('rg-limit-kind').selectOption('deposit');
  await page.getByTestId('rg-limit-period').selectOption('day');
  await page.getByTestId('rg-limit-amount').fill('100');
  await page.getByTestId('rg-limit-save').click();
  const row = page.getByTestId('rg-limit-deposit-day');
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('Used: $0.00');
  // raising it is refused for now: still 100, 500 only after the 24 h cooling period
  await page.getByTestId('rg-limit-amount').fill('500');
  await page.getByTestId('rg-limit-save').click();
  await expect(row.getByTestId('rg-pending')).toContainText('$500.00 from');
  await expect(row).toContainText('$100.00');

  // the deposit page shows what the limit leaves; 150 is refused (the page checks it first, the server decides)
  await page.goto(accounts.url('royal', '/m/voucherCenter?lang=en'));
  await expect(page.getByTestId('deposit-limit-left')).toHaveText(/^Left under your daily deposit limit: \$100\.00$/);
  await page.getByTestId('deposit-amount').fill('150');
  const payer = page.getByTestId('deposit-payer');
  if (await payer.count()) await payer.fill('Alice Tan');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-amount-error')).toHaveText(/^Your deposit limit leaves \$100\.00$/);
  await page.goto(accounts.url('royal', '/m/member/responsible-gaming?lang=en'));

  // a time-out needs the right password and a confirmation
  await page.getByTestId('rg-kind-timeout').click();
  await page.getByTestId('rg-exclusion-duration').selectOption('7d');
  await page.getByTestId('rg-exclusion-password').fill('wrong-one');
  await page.getByTestId('rg-exclusion-start').click();
  await page.getByTestId('rg-exclusion-confirm').click();
  await expect(page.getByText('The password is not correct')).toBeVisible();
  await expect(page.getByTestId('rg-excluded')).toHaveCount(0);
  await page.getByTestId('rg-exclusion-password').fill('secret12');
  await page.getByTestId('rg-exclusion-start').click();
  await page.getByTestId('rg-exclusion-confirm').click();
  await expect(page.getByTestId('rg-excluded')).toContainText('You are on a time-out until');

  // deposit and the lobby are closed; withdraw and records stay open
  await page.goto(accounts.url('royal', '/m/voucherCenter?lang=en'));
  await expect(page).toHaveURL(/\/m\/member\/responsible-gaming/);
  await page.goto(accounts.url('royal', '/m/slot-games?lang=en'));
  await expect(page).toHaveURL(/\/m\/member\/responsible-gaming/);
  await page.getByTestId('rg-go-withdraw').click();
  await expect(page).toHaveURL(/\/m\/withdraw/);

  // logging in again lands in the restricted mode too
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await expect(page).toHaveURL(/\/m\/member\/responsible-gaming/);
  await page.getByTestId('rg-sign-out').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('header-login')).toBeVisible();
  await loginWithPassword(page, mobile, 'secret12', /\/m\/member\/responsible-gaming/);
  await expect(page.getByTestId('rg-excluded')).toBeVisible();
});

test('the reality check appears at the interval (test clock) with time played, pauses the game until continue', async ({
  page,
  accounts,
  accountServer,
}) => {
  await page.clock.install();
  await registerAndOpen(page, accounts, accountServer.port);
  await page.getByTestId('rg-reality-interval').fill('30');
  // the reality-check host reloads the player's rules after a save: move the clock only once it has them
  const rulesReloaded = page.waitForResponse((r) => r.url().includes('/wps/rg/reality-check') && r.ok());
  await page.getByTestId('rg-session-save').click();
  await expect(page.getByText('Saved')).toBeVisible();
  await rulesReloaded;
  await expect(page.getByTestId('rg-reality-check')).toHaveCount(0);

  // a game is open in the site's frame
  await page.goto(accounts.url('royal', '/m/fishing-games?lang=en'));
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  const game = page.getByTestId('game-frame').locator('iframe').contentFrame();
  await expect(game.getByRole('button', { name: /Shoot/ }).first()).toBeVisible();
  // by CSS, not by role: an inert button leaves the accessibility tree
  const shoot = game.locator('button[aria-label^="Shoot"]').first();
  await expect(game.getByTestId('game-paused')).toBeHidden();

  await page.clock.fastForward('31:00');
  const dialog = page.getByTestId('rg-reality-check');
  await expect(dialog).toContainText(/You have been playing for 3\d minutes/);
  await expect(dialog).toContainText('Net result in this session: $0.00');
  // the game is paused: its round buttons are inert (out of reach) under the notice
  await expect(game.getByTestId('game-paused')).toBeVisible();
  await expect(game.getByTestId('game-paused')).toHaveText(/Paused/);
  await expect(game.getByRole('button', { name: /Shoot/ })).toHaveCount(0);
  await expect.poll(() => shoot.evaluate((b) => b.closest('[inert]') !== null)).toBe(true);
  // the answer goes to the server (it holds the player's bets until then), then the game resumes
  const answered = page.waitForResponse(
    (r) => r.url().includes('/wps/rg/reality-check/answer') && r.request().method() === 'POST' && r.ok(),
  );
  await page.getByTestId('rg-reality-continue').click();
  await answered;
  await expect(dialog).toHaveCount(0);
  await expect(game.getByTestId('game-paused')).toBeHidden();
  await expect(game.getByRole('button', { name: /Shoot/ }).first()).toBeVisible();
});

test('self-exclusion: confirmed with the password; from then on, also after logging in again, only withdrawals and records; an operator extends it', async ({
  page,
  accounts,
  accountServer,
}) => {
  const mobile = await registerAndOpen(page, accounts, accountServer.port);
  const userName = await page.evaluate(() => (JSON.parse(localStorage.getItem('sessionInfo') ?? '{}') as { userName: string }).userName);

  await page.getByTestId('rg-kind-self').click();
  await page.getByTestId('rg-exclusion-duration').selectOption('6m');
  await page.getByTestId('rg-exclusion-password').fill('secret12');
  await page.getByTestId('rg-exclusion-start').click();
  await page.getByTestId('rg-exclusion-confirm').click();
  await expect(page.getByTestId('rg-excluded')).toContainText('You are self-excluded until');
  await expect(page.getByTestId('rg-exclusion')).toHaveCount(0);

  // deposit, promotions and the lobby are closed; the records open
  for (const path of ['/m/voucherCenter', '/m/home', '/m/slot-games']) {
    await page.goto(accounts.url('royal', `${path}?lang=en`));
    await expect(page).toHaveURL(/\/m\/member\/responsible-gaming/);
  }
  await page.getByRole('link', { name: 'Account record' }).click();
  await expect(page).not.toHaveURL(/responsible-gaming/);
  await page.goBack();
  await page.getByTestId('rg-go-withdraw').click();
  await expect(page).toHaveURL(/\/m\/withdraw/);

  // the operator extends it (never shortens it): the player sees the new end after logging in again
  const extend = (endsAt: string) =>
    fetch(`http://127.0.0.1:${accountServer.port}/ops/api/tenants/royal/members/${userName}/rg/extend`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accountServer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ endsAt }),
    });
  expect((await extend('2020-01-01T00:00:00Z')).status).toBe(400);
  expect((await extend('2032-06-15T12:00:00Z')).ok).toBe(true);

  await page.goto(accounts.url('royal', '/m/member/responsible-gaming?lang=en'));
  await page.getByTestId('rg-sign-out').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await loginWithPassword(page, mobile, 'secret12', /\/m\/member\/responsible-gaming/);
  await expect(page.getByTestId('rg-excluded')).toContainText('You are self-excluded until');
  await expect(page.getByTestId('rg-excluded')).toContainText('2032');
});
