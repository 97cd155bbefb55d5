/**
 * A member plays a demo vendor's game for real money: signed in, funded by the operator, the game
 * launched (launchGame, opened at its vendor URL), one round played; the game shows the new
 * balance, closing returns to the site, and the betting record lists the round. A trial member's
 * free play leaves the wallet untouched.
 */
import type { Page } from '@playwright/test';
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

test('a member plays a fishing round: the balance and the betting record change', async ({ page, accounts, accountServer }) => {
  const { token, userName } = await signIn(page, accounts.url('royal', '/m/login?lang=en'), 'Paula Player', `${accounts.username('pp')}@mail.com`);
  const funded = await fetch(`http://127.0.0.1:${accountServer.port}/ops/api/tenants/royal/members/${userName}/adjust`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accountServer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 10_000, reason: 'e2e stake money' }),
  });
  expect(funded.ok).toBe(true);

  const { url } = await launch(page, token, 'FISH');
  await page.goto(accounts.url('royal', url));
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText('100.00 USD');
  await page.getByRole('button', { name: /Shoot shrimp/ }).click();
  await expect(page.getByTestId('round-result')).toHaveText(/Hit!|Missed/);
  const after = (await page.getByTestId('round-result').textContent())?.startsWith('Hit') ? '101.00 USD' : '99.00 USD';
  await expect(balance).toHaveText(after);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/home/);

  await page.goto(accounts.url('royal', '/m/gameRecord?lang=en'));
  await expect(page.getByTestId('game-record-page')).toBeVisible();
  await expect(page.getByText(/ · [A-Z0-9]+_F\d+/).first()).toBeVisible();
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('every other category plays: a round or a bet changes the balance shown', async ({ page, accounts, accountServer }) => {
  test.setTimeout(90_000);
  const { token, userName } = await signIn(page, accounts.url('royal', '/m/login?lang=en'), 'Carl Categories', `${accounts.username('cc')}@mail.com`);
  await fetch(`http://127.0.0.1:${accountServer.port}/ops/api/tenants/royal/members/${userName}/adjust`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accountServer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 100_000, reason: 'e2e stake money' }),
  });
  const plays: [string, (p: Page) => Promise<void>][] = [
    ['RNG', (p) => p.getByRole('button', { name: 'Spin' }).click()],
    ['PVP', (p) => p.getByRole('button', { name: 'Deal: dragon' }).click()],
    ['LIVE', async (p) => {
      await p.getByRole('button', { name: /^banker/ }).click();
      await p.getByRole('button', { name: 'Place bet' }).click();
    }],
    ['SPORTS', async (p) => {
      await p.getByRole('button', { name: /^home/ }).last().click();
      await p.getByRole('button', { name: 'Place bet' }).click();
    }],
    ['ELOTT', async (p) => {
      await p.getByRole('button', { name: 'Entertainment' }).click();
      await p.getByRole('button', { name: /^big/ }).click();
      await p.getByRole('button', { name: 'Place bet' }).click();
    }],
  ];
  for (const [gameType, play] of plays) {
    const { url } = await launch(page, token, gameType);
    await page.goto(accounts.url('royal', url));
    const balance = page.getByTestId('game-balance');
    await expect(balance).toHaveText(/USD/);
    const before = money(await balance.textContent());
    await play(page);
    await expect(page.getByTestId('round-result')).not.toBeEmpty();
    await expect.poll(async () => money(await balance.textContent()), { message: gameType }).not.toBe(before);
  }
});

test('a trial session plays free with play money; its wallet stays untouched', async ({ page, accounts }) => {
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  const trial = await page.evaluate(async () => {
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', device: 'OTHERS' }, body: JSON.stringify(body) }).then((r) => r.json());
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
