/**
 * A bet refused by a responsible-gambling limit: the game says which limit stopped
 * it, what it leaves and over which period, links to the limits page, and keeps the balance; it
 * never shows "No win" for a bet that was not placed.
 */
import { expect, test } from '../accounts/support/fixtures';
import { signedInMember } from '../accounts/support/flows';

test('a wager limit stops a slot spin: the game names the limit and links to the limits page', async ({
  page,
  accounts,
  accountServer,
}) => {
  test.setTimeout(60_000);
  // a funded player signed in without the login form (this test is about the limit)
  await signedInMember(page, accounts, accountServer, { prefix: 'll', amount: 10_000 });

  await page.goto(accounts.url('royal', '/m/member/responsible-gaming?lang=en'));
  await page.getByTestId('rg-limit-kind').selectOption('wager');
  await page.getByTestId('rg-limit-period').selectOption('day');
  await page.getByTestId('rg-limit-amount').fill('1');
  await page.getByTestId('rg-limit-save').click();
  await expect(page.getByTestId('rg-limit-wager-day')).toBeVisible();

  await page.goto(accounts.url('royal', '/m/slot-games?lang=en'));
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(game.getByTestId('game-balance')).toHaveText(/USD/);
  const result = game.getByTestId('round-result');
  const spin = game.getByRole('button', { name: /^(Spin|Draw)$/ });
  // the first spins use up the 1.00 the limit allows; one of the next is refused
  for (let i = 0; i < 4 && !(await result.textContent())?.includes('limit'); i++) {
    await spin.click();
    await expect(result).not.toBeEmpty();
  }
  await expect(result).toContainText('Your daily wager limit stops this bet: left');
  await expect(result).toContainText('counted over the last 24 hours');
  await expect(result).not.toContainText('No win');
  await expect(game.getByTestId('limits-link')).toHaveAttribute('href', '/m/member/responsible-gaming');
});
