/**
 * Issue 28 item 8: a game call over the rate limit says to slow down and when to try again (in the
 * game's language), never "This request is not valid"; the balance stays as it was. The 429 itself
 * (vendor.rate_limited with value.retryAfterSeconds) is the server's (server/vendors/rate-limited.test.ts);
 * here the page answers one, as the server would, to see what the player reads.
 */
import { expect, test } from '../accounts/support/fixtures';

const LIMITED = { success: false, code: 'vendor.rate_limited', message: 'rate limited (server text)', value: { retryAfterSeconds: 9 } };

test('a rate-limited shot says "slow down, try again in 9 s" and keeps the balance', async ({ page, accounts }) => {
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  const trial = await page.evaluate(async () => {
    const post = (url: string, body: unknown, token?: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', device: 'OTHERS', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const created = await post('/wps/member/trialuser', {});
    const userName = (created.value?.userName ?? created.value) as string;
    const login = await post('/wps/session/login/freeplay', { userName, moduleId: 'FREEPLAY3' });
    const token = login.value.token as string;
    const list = await fetch('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=1&platform=html5').then((r) => r.json());
    const launched = await post(
      '/wps/game/launchGame',
      { nodeId: list.value.games[0].nodeId, freePlay: true, language: 'EN', returnUrl: '/m/home' },
      token,
    );
    return launched.value.url as string;
  });
  await page.goto(accounts.url('royal', trial));
  await expect(page.getByTestId('game-balance')).toHaveText('2000.00 USD');
  await page.route('**/vendors/api/round', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '9' }, body: JSON.stringify(LIMITED) }),
  );
  await page.getByRole('button', { name: /Shoot shrimp/ }).click();
  await expect(page.getByText('Too many requests: slow down and try again in 9 s.')).toBeVisible();
  await expect(page.getByText('This request is not valid')).toHaveCount(0);
  await expect(page.getByTestId('game-balance')).toHaveText('2000.00 USD');
});

test('a rate-limited game start says when to try again, in the game language', async ({ page, accounts }) => {
  await page.route('**/vendors/*/api/session', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify(LIMITED) }),
  );
  await page.goto(accounts.url('royal', '/vendors/JDB/play?launch=made-up-launch-token-000000000000&lang=zh'));
  await expect(page.getByRole('alert')).toHaveText('操作过于频繁：请放慢速度，9 秒后再试。');
});
