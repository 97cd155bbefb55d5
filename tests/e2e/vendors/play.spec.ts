/**
 * A member plays a demo vendor's game of every category for real money: signed in, funded by the
 * operator, each game opened from the lobby (its tile or vendor row), one round or bet played in
 * the game frame; the game shows the new balance, closing returns to the lobby with the balance
 * reloaded, and the betting record lists the round. A trial member's free play leaves the wallet
 * untouched; a made-up launch link is refused.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { VENDOR_BY_CODE } from '../../../server/games/vendors';
import { expect, test } from '../accounts/support/fixtures';
import { devIdpSignIn } from '../accounts/support/flows';

type Launched = { url: string; freePlay: boolean };

async function signIn(page: Page, url: string, name: string, email: string): Promise<{ token: string; userName: string }> {
  await page.goto(url);
  await page.getByTestId('login-google').click();
  await devIdpSignIn(page, 'Google', name, email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  return page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('token') ?? 'null') as string,
    userName: (JSON.parse(localStorage.getItem('sessionInfo') ?? '{}') as { userName: string }).userName,
  }));
}

/** the first game of a type in the brand's lobby, launched through the platform API from the page */
async function launch(page: Page, token: string, gameType: string, freePlay = false): Promise<Launched> {
  return page.evaluate(
    async ({ token, gameType, freePlay }) => {
      const list = await fetch(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=1&platform=html5`).then((r) => r.json());
      const game = list.value.games[0];
      const res = await fetch('/wps/game/launchGame', {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ nodeId: game.nodeId, freePlay, language: 'EN', returnUrl: '/m/home' }),
      });
      const answer = await res.json();
      if (!answer.value) throw new Error(`launch refused: ${JSON.stringify(answer)}`);
      return answer.value as Launched;
    },
    { token, gameType, freePlay },
  );
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

type Play = (game: FrameLocator) => Promise<void>;
const placeBet =
  (pick: RegExp): Play =>
  async (game) => {
    await game.getByRole('button', { name: pick }).first().click();
    await game.getByRole('button', { name: 'Place bet' }).click();
  };
/** each category: its lobby page, what to open there, and one round or bet in the game */
const tile = (p: Page) => p.getByTestId('game-tile').first().getByRole('button').first().click();
const row = (p: Page) => p.getByTestId('game-row').first().click();
const CATEGORIES: { category: string; path: string; open: (page: Page) => Promise<void>; play: Play }[] = [
  { category: 'slots', path: '/m/slot-games', open: tile, play: (g) => g.getByRole('button', { name: /^(Spin|Draw)$/ }).click() },
  { category: 'fish', path: '/m/fishing-games', open: tile, play: (g) => g.getByRole('button', { name: /Shoot shrimp/ }).click() },
  { category: 'live', path: '/m/live-games', open: tile, play: placeBet(/^banker/) },
  {
    category: 'PVP (blackjack)',
    path: '/m/poker-games',
    open: async (p) => {
      // the card-game page's search finds the blackjack tables
      await p.getByTestId('search-open').click();
      await p.getByTestId('search-input').fill('Blackjack');
      // (live casino tables are called Blackjack too: take one of a card-game vendor)
      await p
        .getByTestId('search-popup')
        .getByRole('button', { name: /^Blackjack (Kaiyuan Poker|V8 Poker|JILI)$/ })
        .first()
        .click();
      await expect(p.getByTestId('search-popup')).toHaveCount(0);
    },
    play: async (g) => {
      await g.getByRole('button', { name: 'Deal' }).click();
      const stand = g.getByRole('button', { name: 'Stand' });
      await expect(stand.or(g.getByTestId('round-result').filter({ hasText: /./ }))).toBeVisible();
      if (await stand.isVisible()) await stand.click(); // a natural settles at the deal
    },
  },
  {
    category: 'sports',
    path: '/m/sport-games',
    open: row,
    play: async (g) => {
      // a fixture is named by its teams, never by a code
      await expect(g.getByText(/^\S.* vs \S/).first()).toBeVisible();
      await expect(g.getByText(/match:\d/)).toHaveCount(0);
      await placeBet(/^home/)(g);
    },
  },
  { category: 'esports', path: '/m/esport-games', open: row, play: placeBet(/^home/) },
  { category: 'cockfight', path: '/m/cockfight', open: row, play: placeBet(/^meron/) },
  {
    category: 'lottery',
    path: '/m/lott',
    open: row,
    play: async (g) => {
      await g.getByRole('button', { name: 'Entertainment' }).click();
      await placeBet(/^big/)(g);
    },
  },
];

test('a member launches a game of every category from the lobby, plays, sees the balance and the betting record change', async ({
  page,
  accounts,
  accountServer,
}) => {
  test.setTimeout(90_000);
  const { userName } = await signIn(
    page,
    accounts.url('royal', '/m/login?lang=en'),
    'Carl Categories',
    `${accounts.username('cc')}@mail.com`,
  );
  const funded = await fetch(`http://127.0.0.1:${accountServer.port}/ops/api/tenants/royal/members/${userName}/adjust`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accountServer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 100_000, reason: 'e2e stake money' }),
  });
  expect(funded.ok).toBe(true);
  let records = 0;
  for (const { category, path, open, play } of CATEGORIES) {
    await test.step(category, async () => {
      await page.goto(accounts.url('royal', `${path}?lang=en`));
      await open(page);
      const frame = page.getByTestId('game-frame');
      const vendor = /^\/vendors\/([A-Z0-9_]+)\/play/.exec((await frame.locator('iframe').getAttribute('src')) ?? '')?.[1];
      expect(vendor, category).toBeTruthy();
      const game = page.frameLocator('[data-testid="game-frame"] iframe');
      const balance = game.getByTestId('game-balance');
      await expect(balance).toHaveText(/USD/);
      const before = money(await balance.textContent());
      const changed = async () =>
        expect
          .poll(async () => money(await balance.textContent()), { timeout: 3_000 })
          .not.toBe(before)
          .then(
            () => true,
            () => false,
          );
      // a push (blackjack) or a win of exactly the stake leaves the balance as it was: another round
      let rounds = 0;
      let moved = false;
      while (!moved && rounds < 4) {
        await play(game);
        rounds += 1;
        await expect(game.getByTestId('round-result')).not.toBeEmpty();
        moved = await changed();
      }
      expect(moved, `${category}: the balance changed within ${rounds} round(s)`).toBe(true);
      // closing returns to the lobby page
      await page.getByTestId('game-close').click();
      await expect(frame).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(path));
      // the betting record lists the round, newest first
      await page.goto(accounts.url('royal', '/m/gameRecord?lang=en'));
      records += rounds;
      await expect(page.locator('[data-testid^="order-status-"]')).toHaveCount(records);
      // by the vendor's and the game's names and the type's label, never their codes
      const latest = page.locator('button[data-testid^="order-"]').first();
      await expect(latest).toContainText(`${VENDOR_BY_CODE.get(vendor ?? '')?.displayName} · `);
      await expect(latest).not.toContainText(/\b[A-Z0-9]+_[A-Z0-9_]+\b|\b(RNG|FISH|LIVE|PVP|LOTT|ELOTT)\b/);
    });
  }
});

test('a trial session plays free with play money; its wallet stays untouched', async ({ page, accounts }) => {
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  const trial = await page.evaluate(async () => {
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', device: 'OTHERS' }, body: JSON.stringify(body) }).then(
        (r) => r.json(),
      );
    const created = await post('/wps/member/trialuser', {});
    const userName = (created.value?.userName ?? created.value) as string;
    const login = await post('/wps/session/login/freeplay', { userName, moduleId: 'FREEPLAY3' });
    return { userName, token: login.value.token as string };
  });
  const { url, freePlay } = await launch(page, trial.token, 'FISH', true);
  expect(freePlay).toBe(true);
  await page.goto(accounts.url('royal', url));
  await expect(page.getByText('Free play')).toBeVisible();
  await expect(page.getByTestId('game-balance')).toHaveText('2000.00 USD');
  await page.getByRole('button', { name: /Shoot shrimp/ }).click();
  await expect(page.getByTestId('game-balance')).not.toHaveText('2000.00 USD');
  const wallet = await page.evaluate(async (token) => {
    const res = await fetch('/wps/wallets/gcs', { headers: { authorization: token } });
    return res.json();
  }, trial.token);
  expect(wallet.value).toMatchObject({ sumBalance: 0 });
});

test('a guest opening a used or made-up launch link is told to open the game again', async ({ page, accounts }) => {
  await page.goto(accounts.url('royal', '/vendors/JDB/play?launch=made-up-launch-token-000000000000&lang=en'));
  await expect(page.getByRole('alert')).toContainText('open the game again');
});
