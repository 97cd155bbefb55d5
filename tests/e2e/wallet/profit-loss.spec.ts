/**
 * Personal profit and loss (PERSPNL3): a member plays real-money slot rounds, then the
 * profit-and-loss page shows exactly what the betting records say: the bets, the stake, the win and
 * the net (win − stake), in total and for the slot game type, and it is reachable from the side menu.
 */
import { expect, test } from '../accounts/support/fixtures';
import { devIdpSignIn } from '../accounts/support/flows';

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('the profit-and-loss page adds up the rounds the member played', async ({ page, accounts, accountServer }) => {
  test.setTimeout(90_000);
  await page.goto(accounts.url('royal', '/m/login?lang=en'));
  await page.getByTestId('login-google').click();
  await devIdpSignIn(page, 'Google', 'Paula Profit', `${accounts.username('pl')}@mail.com`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const { token, userName } = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('token') ?? 'null') as string,
    userName: (JSON.parse(localStorage.getItem('sessionInfo') ?? '{}') as { userName: string }).userName,
  }));
  const funded = await fetch(`http://127.0.0.1:${accountServer.port}/ops/api/tenants/royal/members/${userName}/adjust`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accountServer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 100_000, reason: 'e2e stake money' }),
  });
  expect(funded.ok).toBe(true);

  // five slot rounds through the vendor's own API, as its game page plays them
  const played = await page.evaluate(async (token) => {
    const list = await fetch('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1&platform=html5').then((r) => r.json());
    const game = list.value.games[0];
    const launched = await fetch('/wps/game/launchGame', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: game.nodeId, freePlay: false, language: 'EN', returnUrl: '/m/home' }),
    }).then((r) => r.json());
    const url = new URL(launched.value.url, location.origin);
    const vendor = /\/vendors\/([A-Z0-9_]+)\/play/.exec(url.pathname)?.[1] ?? '';
    const opened = await fetch(`/vendors/${vendor}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launch: url.searchParams.get('launch') }),
    }).then((r) => r.json());
    const session = opened.value.sessionToken as string;
    const state = await fetch('/vendors/api/state', { headers: { 'x-game-session': session } }).then((r) => r.json());
    const stake = state.value.stakes?.default ?? state.value.stakes?.chips?.[0] ?? 100;
    for (let i = 0; i < 5; i++) {
      const round = await fetch('/vendors/api/round', {
        method: 'POST',
        headers: { 'x-game-session': session, 'content-type': 'application/json' },
        body: JSON.stringify({ stake }),
      }).then((r) => r.json());
      if (!round.success) throw new Error(`round refused: ${JSON.stringify(round)}`);
    }
    const orders = await fetch('/lgw/orders?pageSize=50', { headers: { authorization: token } }).then((r) => r.json());
    return orders.value as { totalStake: number; totalWin: number; totalCount: number };
  }, token);
  expect(played.totalCount).toBe(5);

  // from the side menu (royal greets a sign-in with its login announcements: closed first, in the page)
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="login-popup-close"]') !== null ||
      document.querySelector('[data-testid="side-menu-toggle"]') !== null,
  );
  await page.evaluate(() => (document.querySelector('[data-testid="login-popup-close"]') as HTMLButtonElement | null)?.click());
  await page.waitForFunction(() => document.querySelector('[data-testid="login-popup"]') === null);
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-item-profitLoss').click();
  await expect(page.getByTestId('profit-loss-page')).toBeVisible();
  await expect(page.getByTestId('pnl-bets')).toHaveText('5');
  // minor units (USD, 2 decimals) against the page's formatted amounts
  expect(Math.round(money(await page.getByTestId('pnl-stake').textContent()) * 100)).toBe(played.totalStake);
  expect(Math.round(money(await page.getByTestId('pnl-win').textContent()) * 100)).toBe(played.totalWin);
  expect(Math.round(money(await page.getByTestId('pnl-net').textContent()) * 100)).toBe(played.totalWin - played.totalStake);
  await expect(page.getByTestId('pnl-type-RNG')).toBeVisible();
  // yesterday holds nothing of it
  await page.getByTestId('pnl-yesterday').click();
  await expect(page.getByTestId('pnl-bets')).toHaveText('0');
});
