/**
 * A bet cancelled from the betting records is cancelled at the vendor too: the member
 * places a sportsbook bet in the game, cancels it in the records, gets the stake back once, and the
 * game then shows the ticket cancelled with nothing left to cancel there.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../accounts/support/fixtures';
import { signedInMember } from '../accounts/support/flows';

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function openSportsbook(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('game-row').first().click();
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(game.getByTestId('game-balance')).toHaveText(/USD/);
  return game;
}

test('a sportsbook bet cancelled in the betting records: stake back once, the game shows it cancelled', async ({
  page,
  accounts,
  accountServer,
}) => {
  test.setTimeout(60_000);
  // a funded player signed in without the login form (this test is about the betting records)
  await signedInMember(page, accounts, accountServer, { prefix: 'cx', amount: 10_000 });

  const sports = accounts.url('royal', '/m/sport-games?lang=en');
  let game = await openSportsbook(page, sports);
  // the event furthest ahead: its betting stays open for minutes
  await game.getByRole('button', { name: /^home/ }).last().click();
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByTestId('game-balance')).not.toHaveText('100.00 USD');
  const staked = 100 - money(await game.getByTestId('game-balance').textContent());
  expect(staked).toBeGreaterThan(0);
  await page.getByTestId('game-close').click();

  await page.goto(accounts.url('royal', '/m/gameRecord?lang=en'));
  await page.locator('button[data-testid^="order-"]').first().click();
  await expect(page.getByTestId('order-detail-status')).toHaveText('Open');
  await page.getByTestId('order-cancel').click();
  await expect(page.getByText('Bet cancelled: the stake is back in your wallet')).toBeVisible();
  await expect(page.getByTestId('order-detail-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('header-balance')).toContainText('100.00');

  game = await openSportsbook(page, sports);
  await expect(game.getByTestId('game-balance')).toHaveText('100.00 USD');
  await expect(game.getByText(/· cancelled/i)).toBeVisible();
  await expect(game.getByRole('button', { name: 'Cancel bet' })).toHaveCount(0);
});
