/**
 * Member centre, one journey per brand: a player (made with a session by the accounts server, signed
 * in without the login form) deposits (approved by the operator) and plays real rounds of a demo vendor's fishing
 * game; his VIP progress moves; where VIPBEN3 is on the operator's VIP pay run pays the upgrade bonus
 * of the rank he reached into his balance, once, and the benefits page shows it; where MISSION3 is on a
 * mission reward is claimed. Settings are saved; an operator's inbox message arrives and is read;
 * feedback with a picture is sent, read by the operator and answered into the inbox. A brand that turns
 * a feature off by its flags (lotus: VIPBEN3, MISSION3) shows no such page, link or payment.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../accounts/support/fixtures';
import { signedInMember } from '../accounts/support/flows';

type Server = { port: number; token: string };

async function ops<T = unknown>(
  server: Server,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ success: boolean; value: T }> {
  const r = await fetch(`http://127.0.0.1:${server.port}/ops/api${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await r.json()) as { success: boolean; value: T };
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

/**
 * The brands and what their files say. royal and tiger: VIP1 needs 100.00 deposits and 500.00
 * turnover and pays a 5.00 upgrade bonus; 600.00 deposited and ten 50.00 shots reach it, and toward
 * VIP2 (1,000.00 and 5,000.00) that is 60 + 10 of 200 parts: 35 %. lotus (KHR): VIP1 needs 400,000
 * deposits; its deposit limit is 100,000: 25 of 200 parts, 13 %.
 */
const BRANDS = [
  { brand: 'royal', vip: true, missions: true, deposit: 60_000, shots: 10, progress: '35' },
  { brand: 'tiger', vip: true, missions: true, deposit: 60_000, shots: 10, progress: '35' },
  { brand: 'lotus', vip: false, missions: false, deposit: 100_000, shots: 1, progress: '13' },
] as const;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

for (const b of BRANDS) {
  test(`${b.brand}: VIP progress after play, ${b.vip ? 'a VIP benefit paid, missions' : 'no VIP benefits or missions (flags off)'}, settings, inbox and feedback`, async ({
    page,
    accounts,
    accountServer,
  }) => {
    test.setTimeout(150_000); // one whole journey per brand: deposit, vendor rounds, seven pages
    const url = (path: string) => accounts.url(b.brand, `${path}${path.includes('?') ? '&' : '?'}lang=en`);
    // a new player, signed in without the login form (this journey is about the member centre)
    const { userName: username, token } = await signedInMember(page, accounts, accountServer, { brand: b.brand, prefix: 'mc' });
    const wallet = async () =>
      (await ops<{ main: number }>(accountServer, 'GET', `/tenants/${b.brand}/members/${username}/wallet`)).value.main;

    // the benefits page before any play (or none: the brand turned it off)
    await page.goto(url('/m/member/benefits'));
    if (b.vip) {
      await expect(page.getByTestId('vip-standing')).toHaveAttribute('data-label-id', 'VIP0');
      await expect(page.getByTestId('vip-benefits-progress')).toHaveAttribute('data-progress', '0');
      await expect(page.getByTestId('vip-paid-none')).toBeVisible();
      await expect(page.getByTestId('vip-rebate-ends')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    } else {
      await expect(page.locator('[data-message-id="contact_service"]')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home(\?|$)/);
    }

    // a deposit approved by the operator, then real rounds at a 50 stake
    await requestDeposit(page, token, b.deposit);
    const pending = (
      await ops<{ depositId: number; username: string }[]>(accountServer, 'GET', `/tenants/${b.brand}/deposits?status=pending`)
    ).value;
    const mine = pending.find((d) => d.username === username);
    expect((await ops(accountServer, 'POST', `/tenants/${b.brand}/deposits/${mine?.depositId}/approve`, {})).success).toBe(true);
    const launched = await page.evaluate(async (token) => {
      const list = await fetch('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=1&platform=html5').then((r) => r.json());
      const res = await fetch('/wps/game/launchGame', {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ nodeId: list.value.games[0].nodeId, freePlay: false, language: 'EN', returnUrl: '/m/home' }),
      }).then((r) => r.json());
      return res.value.url as string;
    }, token);
    await page.goto(accounts.url(b.brand, launched));
    // the stake chips follow the currency (server/vendors/stakes.ts): 50.00 USD, or 5000 riel
    await page
      .getByRole('group', { name: 'Stake' })
      .getByRole('button', { name: b.brand === 'lotus' ? '5000' : '50', exact: true })
      .click();
    const shoot = page.getByRole('button', { name: /Shoot shrimp/ });
    for (let i = 0; i < b.shots; i++) {
      await shoot.click();
      await expect(shoot).toBeEnabled();
    }
    await expect(page.getByTestId('round-result')).toHaveText(/Hit!|Missed/);

    // VIP progress moved
    await page.goto(url('/m/member/home'));
    await expect(page.getByTestId('vip-progress')).toHaveAttribute('value', b.progress);
    // what the rounds took and paid, from the player's betting records
    const played = await page.evaluate(async (token) => {
      const r = await fetch('/lgw/orders?pageSize=50', { headers: { authorization: token } }).then((x) => x.json());
      return { stake: r.value.totalStake as number, win: r.value.totalWin as number };
    }, token);
    expect(played.stake).toBe(b.shots * 5_000);
    // the operator's pay run, twice (the test servers run no timers, PAY_RUNS=false): a VIPBEN3 brand pays
    // the VIP1 upgrade bonus (5.00) into the balance once, lotus pays nothing
    for (let i = 0; i < 2; i++) expect((await ops(accountServer, 'POST', `/tenants/${b.brand}/vip/pay`)).success).toBe(true);
    expect(await wallet()).toBe(b.deposit - played.stake + played.win + (b.vip ? 500 : 0));
    if (b.vip) {
      await expect(page.getByTestId('member-rank')).toHaveAttribute('data-label-id', 'VIP1');
      await page.goto(url('/m/member/benefits'));
      await expect(page.getByTestId('vip-standing')).toHaveAttribute('data-label-id', 'VIP1');
      await expect(page.getByTestId('vip-benefits-progress')).toHaveAttribute('data-progress', b.progress);
      const paid = page.getByTestId('vip-payment-upgrade');
      await expect(paid).toHaveCount(1);
      await expect(paid).toHaveAttribute('data-label-id', 'VIP1');
      await expect(paid.getByTestId('vip-payment-amount')).toHaveText(/5\.00$/);
      await expect(page.getByTestId('vip-rebate-turnover')).toHaveText(/500\.00$/);
    } else {
      await expect(page.getByTestId('member-vip-link')).toHaveCount(0);
      await expect(page.getByTestId('member-shortcut-vip')).toHaveCount(0);
    }

    // missions: this week's deposit target reached, its reward claimed (or no missions page)
    await page.goto(url('/m/leaderBoard'));
    if (b.missions) {
      const weekly = page.getByTestId('mission-weekly-deposit');
      await expect(weekly).toHaveAttribute('data-state', 'claimable');
      await expect(weekly.getByTestId('mission-turnover')).toContainText('stake 1× the reward');
      const before = await wallet();
      await weekly.getByTestId('mission-claim').click();
      await expect(weekly).toHaveAttribute('data-state', 'claimed');
      expect((await wallet()) - before).toBe(500);
    } else {
      await expect(page.locator('[data-message-id="contact_service"]')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home(\?|$)/);
    }

    // settings: nickname and profile picture (a disguised file refused by its content)
    await page.goto(url('/m/set'));
    await page.getByTestId('set-nickname').fill('Zed Lucky');
    await page.getByTestId('set-nickname-save').click();
    await expect(page.getByTestId('set-nickname-save')).toBeDisabled();
    await page
      .getByTestId('set-picture-file')
      .setInputFiles({ name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
    await page.getByTestId('set-picture-save').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Only JPEG or PNG pictures can be uploaded.' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove picture 1' }).click();
    await page.getByTestId('set-picture-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('set-picture-save').click();
    await expect(page.getByTestId('member-avatar-picture')).toBeVisible();

    // feedback with a picture; the 141st character is not taken
    await page.goto(url('/m/feedback'));
    await page.getByTestId('feedback-content').fill(`More fishing games please ${'!'.repeat(140)}`);
    await expect(page.getByTestId('feedback-content')).toHaveValue(`More fishing games please ${'!'.repeat(114)}`);
    await page.getByTestId('feedback-pictures').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-mine')).toContainText('More fishing games please');

    const open = (
      await ops<{ list: { id: number; username: string; pictures: number }[] }>(
        accountServer,
        'GET',
        `/tenants/${b.brand}/feedback?status=open`,
      )
    ).value;
    const fb = open.list.find((f) => f.username === username);
    expect(fb?.pictures).toBe(1);
    expect(
      (await ops(accountServer, 'POST', `/tenants/${b.brand}/feedback/${fb?.id}/answer`, { body: 'Ten new fishing games next week.' }))
        .success,
    ).toBe(true);
    expect(
      (
        await ops(accountServer, 'POST', `/tenants/${b.brand}/inbox`, {
          to: { kind: 'member', username },
          title: 'Welcome bonus',
          body: 'Your bonus is ready.',
        })
      ).success,
    ).toBe(true);

    // the inbox: two unread on the profile, read one by one
    await page.goto(url('/m/member/home'));
    await expect(page.getByTestId('member-name')).toHaveText('Zed Lucky');
    await expect(page.getByTestId('inbox-unread')).toHaveText('2');
    await page.getByTestId('member-shortcut-inbox').click();
    const list = page.getByTestId('inbox-list');
    await expect(list.locator('[data-read="false"]')).toHaveCount(2);
    await list.getByRole('button', { name: /Welcome bonus/ }).click();
    await expect(page.getByTestId('inbox-body')).toHaveText('Your bonus is ready.');
    await list.getByRole('button', { name: /Re: More fishing games/ }).click();
    await expect(page.getByTestId('inbox-body')).toHaveText('Ten new fishing games next week.');
    await expect(list.locator('[data-read="false"]')).toHaveCount(0);
    await page.goto(url('/m/member/home'));
    await expect(page.getByTestId('member-shortcut-inbox')).toBeVisible();
    await expect(page.getByTestId('inbox-unread')).toHaveCount(0);
    await page.goto(url('/m/feedback'));
    await expect(page.getByTestId('feedback-answer')).toContainText('Ten new fishing games next week.');
  });
}
