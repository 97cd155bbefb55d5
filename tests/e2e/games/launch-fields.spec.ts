/**
 * Issue 28, spec §4: a player's shortcuts open the slots page the spec names (BINGO, JACKPOT,
 * FEATURE as classifications, JL / RTG / PG / JDB as vendors, NEW as the new games with isNew=1),
 * and opening a game sends the general launcher's fields (category, vendor, gameId, nodeId,
 * free-play support); the game opens.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../accounts/support/fixtures';
import { devIdpSignIn } from '../accounts/support/flows';

async function signIn(page: Page, url: string, name: string, email: string) {
  await page.goto(url);
  await page.getByTestId('login-google').click();
  await devIdpSignIn(page, 'Google', name, email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

test('shortcuts open the spec mapping, the list asks isNew, a launch sends the general launcher fields', async ({ page, accounts }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.url('royal', '/m/login?lang=en'), 'Lena Launcher', `${accounts.username('ll')}@mail.com`);

  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  const listCall = page.waitForRequest(
    (r) => r.url().includes('/wps/relay/GCSGAME_gameList') && new URL(r.url()).searchParams.get('isNew') === '1',
  );
  await page.getByTestId('shortcut-NEW').click();
  await expect(page).toHaveURL(/\/m\/gameCenter\?gameClassify=new/);
  const list = new URL((await listCall).url()).searchParams;
  expect(list.get('gameClassify')).toBe('');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('shortcut-FEATURE')).toHaveAttribute('href', '/m/slot-games?gameClassify=FeatureBuy');
  for (const vendor of ['PG', 'JDB'])
    await expect(page.getByTestId(`shortcut-${vendor}`)).toHaveAttribute('href', `/m/slot-games?vassalage=${vendor}`);
  for (const [key, href] of [
    ['BINGO', '/m/slot-games?gameClassify=BG'],
    ['JACKPOT', '/m/slot-games?gameClassify=JP'],
    ['JL', '/m/slot-games?vassalage=JL'],
    ['RTG', '/m/slot-games?vassalage=RTG'],
  ] as const) {
    const link = page.getByTestId(`shortcut-${key}`);
    if (await link.count()) await expect(link).toHaveAttribute('href', href);
  }
  const rngCall = page.waitForRequest(
    (r) => r.url().includes('/wps/relay/GCSGAME_gameList') && new URL(r.url()).searchParams.get('gameClassify') === 'FeatureBuy',
  );
  await page.getByTestId('shortcut-FEATURE').click();
  const rng = new URL((await rngCall).url()).searchParams;
  expect(rng.get('gameType')).toBe('RNG');
  expect(rng.get('isNew')).toBe('');

  await page.goto(accounts.url('royal', '/m/slot-games?vassalage=PG&lang=en'));
  const launchCall = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  const body = (await launchCall).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ category: 'RNG', vendor: 'PG', freePlay: false });
  expect(typeof body.nodeId).toBe('number');
  expect(body.gameId).toMatch(/\S/);
  expect(typeof body.freePlaySupported).toBe('boolean');
  expect(body).not.toHaveProperty('gameCode');
  await expect(page.getByTestId('game-frame').locator('iframe')).toHaveAttribute('src', /^\/vendors\/PG\/play\?launch=/);
});
