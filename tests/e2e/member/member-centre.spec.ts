/**
 * Member centre (issue 11), royal: a player's VIP progress and missions move after a real deposit
 * (approved by the operator) and a real round of a demo vendor's game, and a mission reward lands
 * in the wallet once; settings are saved (nickname, profile picture); an operator's inbox message
 * arrives and is read; feedback with a picture is sent, read by the operator and answered into the
 * inbox.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../accounts/support/fixtures';
import { devIdpSignIn } from '../accounts/support/flows';

type Server = { port: number; token: string };

async function ops(server: Server, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ success: boolean; value: unknown }> {
  const r = await fetch(`http://127.0.0.1:${server.port}/ops/api${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await r.json()) as { success: boolean; value: unknown };
}

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

/** A manual bank-transfer deposit through the platform API, as the deposit page sends it. */
async function requestDeposit(page: Page, token: string, amount: number): Promise<void> {
  await page.evaluate(
    async ({ token, amount }) => {
      const headers = { authorization: token, 'content-type': 'application/json' };
      const banks = await fetch('/wps/deposit/banks', { headers }).then((r) => r.json());
      const manual = banks.value.vendors.find((v: { method: string }) => v.method === 'manual');
      const res = await fetch('/wps/deposit/manual', {
        method: 'POST',
        headers,
        body: JSON.stringify({ amount, bankCode: manual.banks[0].bankCode, payerName: 'Vera Vip', requestId: `e2e-${Date.now()}` }),
      }).then((r) => r.json());
      if (!res.success) throw new Error(`deposit refused: ${JSON.stringify(res)}`);
    },
    { token, amount },
  );
}

test('VIP progress and missions move with a real deposit and a real round; a mission reward is paid once', async ({ page, accounts, accountServer }) => {
  test.setTimeout(90_000); // a whole journey: sign-in, deposit, a vendor round, four pages
  const { token, userName } = await signIn(page, accounts.url('royal', '/m/login?lang=en'), 'Vera Vip', `${accounts.username('vv')}@mail.com`);

  await page.goto(accounts.url('royal', '/m/member/benefits?lang=en'));
  const standing = page.getByTestId('vip-standing');
  await expect(standing).toHaveAttribute('data-label-id', 'VIP0');
  await expect(page.getByTestId('vip-benefits-progress')).toHaveAttribute('data-progress', '0');
  await expect(page.getByTestId('vip-rank-VIP4')).toBeVisible();

  // 100.00 deposited (approved by the operator) and one 1.00 fishing round
  await requestDeposit(page, token, 10_000);
  const pending = (await ops(accountServer, 'GET', '/tenants/royal/deposits?status=pending')).value as { depositId: number; username: string }[];
  const mine = pending.find((d) => d.username === userName);
  expect((await ops(accountServer, 'POST', `/tenants/royal/deposits/${mine?.depositId}/approve`, {})).success).toBe(true);
  const launched = await page.evaluate(async (token) => {
    const list = await fetch('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=1&platform=html5').then((r) => r.json());
    const res = await fetch('/wps/game/launchGame', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: list.value.games[0].nodeId, freePlay: false, language: 'EN', returnUrl: '/m/home' }),
    }).then((r) => r.json());
    return res.value.url as string;
  }, token);
  await page.goto(accounts.url('royal', launched));
  await page.getByRole('button', { name: /Shoot shrimp/ }).click();
  await expect(page.getByTestId('round-result')).toHaveText(/Hit!|Missed/);

  // VIP1 needs 100.00 deposits (met: 100 parts) and 500.00 turnover (1.00: 0 parts): 50 %
  await page.goto(accounts.url('royal', '/m/member/benefits?lang=en'));
  await expect(page.getByTestId('vip-benefits-progress')).toHaveAttribute('data-progress', '50');
  await expect(page.getByTestId('vip-deposits')).toHaveText('$ 100.00 / $ 100.00');
  await expect(page.getByTestId('vip-turnover')).toHaveText('$ 1.00 / $ 500.00');
  await page.goto(accounts.url('royal', '/m/member/home?lang=en'));
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('value', '50');

  // missions: one round of ten today; this week's deposit target reached, claimed once
  await page.goto(accounts.url('royal', '/m/leaderBoard?lang=en'));
  await expect(page.getByTestId('mission-daily-rounds').getByTestId('mission-progress')).toHaveText('1 / 10');
  const weekly = page.getByTestId('mission-weekly-deposit');
  await expect(weekly).toHaveAttribute('data-state', 'claimable');
  const before = (await ops(accountServer, 'GET', `/tenants/royal/members/${userName}/wallet`)).value as { main: number };
  await weekly.getByTestId('mission-claim').click();
  await expect(weekly).toHaveAttribute('data-state', 'claimed');
  const after = (await ops(accountServer, 'GET', `/tenants/royal/members/${userName}/wallet`)).value as { main: number };
  expect(after.main - before.main).toBe(500);
  const again = await page.evaluate(async (token) => {
    const r = await fetch('/wps/member/missions/claim', { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ missionId: 'weekly-deposit' }) });
    return (await r.json()).code as string;
  }, token);
  expect(again).toBe('member.mission.claimed');
});

test('settings are saved; an inbox message from the operator arrives and is read; feedback is sent and answered', async ({ page, accounts, accountServer }) => {
  test.setTimeout(90_000);
  const { userName } = await signIn(page, accounts.url('royal', '/m/login?lang=en'), 'Sam Set', `${accounts.username('ss')}@mail.com`);

  // settings: nickname and profile picture
  await page.goto(accounts.url('royal', '/m/set?lang=en'));
  await page.getByTestId('set-nickname').fill('Zed Lucky');
  await page.getByTestId('set-nickname-save').click();
  await expect(page.getByTestId('set-nickname-save')).toBeDisabled();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  await page.getByTestId('set-picture-file').setInputFiles({ name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
  await page.getByTestId('set-picture-save').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only JPEG or PNG pictures can be uploaded.' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove picture 1' }).click();
  await page.getByTestId('set-picture-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('set-picture-save').click();
  await expect(page.getByTestId('member-avatar-picture')).toBeVisible();

  await page.goto(accounts.url('royal', '/m/member/home?lang=en'));
  await expect(page.getByTestId('member-name')).toHaveText('Zed Lucky');
  await expect(page.getByTestId('member-account')).toContainText(userName);
  await expect(page.getByTestId('member-avatar-picture')).toBeVisible();

  // feedback with a picture; the 141st character is not taken
  await page.goto(accounts.url('royal', '/m/feedback?lang=en'));
  await page.getByTestId('feedback-content').fill(`More fishing games please ${'!'.repeat(140)}`);
  await expect(page.getByTestId('feedback-content')).toHaveValue(`More fishing games please ${'!'.repeat(114)}`);
  await page.getByTestId('feedback-pictures').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-mine')).toContainText('More fishing games please');

  const open = (await ops(accountServer, 'GET', '/tenants/royal/feedback?status=open')).value as { list: { id: number; username: string; pictures: number }[] };
  const fb = open.list.find((f) => f.username === userName);
  expect(fb?.pictures).toBe(1);
  expect((await ops(accountServer, 'POST', `/tenants/royal/feedback/${fb?.id}/answer`, { body: 'Ten new fishing games next week.' })).success).toBe(true);
  expect((await ops(accountServer, 'POST', '/tenants/royal/inbox', { to: { kind: 'member', username: userName }, title: 'Welcome bonus', body: 'Your bonus is ready.' })).success).toBe(true);

  // the inbox: two unread on the profile, read one by one
  await page.goto(accounts.url('royal', '/m/member/home?lang=en'));
  await expect(page.getByTestId('inbox-unread')).toHaveText('2');
  await page.getByTestId('member-shortcut-inbox').click();
  const list = page.getByTestId('inbox-list');
  await expect(list.locator('[data-read="false"]')).toHaveCount(2);
  await list.getByRole('button', { name: /Welcome bonus/ }).click();
  await expect(page.getByTestId('inbox-body')).toHaveText('Your bonus is ready.');
  await list.getByRole('button', { name: /Re: More fishing games/ }).click();
  await expect(page.getByTestId('inbox-body')).toHaveText('Ten new fishing games next week.');
  await expect(list.locator('[data-read="false"]')).toHaveCount(0);
  await page.goto(accounts.url('royal', '/m/member/home?lang=en'));
  await expect(page.getByTestId('member-shortcut-inbox')).toBeVisible();
  await expect(page.getByTestId('inbox-unread')).toHaveCount(0);
  await page.goto(accounts.url('royal', '/m/feedback?lang=en'));
  await expect(page.getByTestId('feedback-answer')).toContainText('Ten new fishing games next week.');
});
