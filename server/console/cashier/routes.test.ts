/** The cashier's API: who may look and decide, on which brand; a double click pays once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalances } from '../../wallet/balances';
import { loggedInPlayer, walletCall } from '../../wallet/test/session';
import { type ConsoleTestApp, consoleTestApp } from '../test-support';

let c: ConsoleTestApp;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'cashier', brands: ['royal'] });
});
afterAll(async () => {
  await c.close();
});

const get = (url: string, headers = c.headers) => c.app.inject({ method: 'GET', url: `/console/api${url}`, headers });
const post = (url: string, payload: unknown, headers = c.headers) =>
  c.app.inject({ method: 'POST', url: `/console/api${url}`, headers, payload: payload as object });

async function pendingDeposit(amount: number) {
  const player = await loggedInPlayer(c.app);
  const res = await walletCall(c.app, player, 'manualDeposit', {
    body: { amount, bankCode: 'ABA', payerName: 'Alice Tan', requestId: `console-deposit-${player.member.id}` },
  });
  expect(res.statusCode).toBe(200);
  return { player, id: res.json().value.depositId as number };
}

describe('the cashier API', () => {
  it('lists the pending deposit with the member, approves it once on a double click, and audits it', async () => {
    const { player, id } = await pendingDeposit(12_000);
    expect((await get('/tenants/royal/cashier/counts')).json().value.deposits).toBeGreaterThanOrEqual(1);
    const listed = (await get('/tenants/royal/cashier/deposits')).json().value.items as {
      id: number;
      username: string;
      member: { main: number };
    }[];
    expect(listed.find((i) => i.id === id)).toMatchObject({ username: player.member.username, member: { main: 0 } });
    const [a, b] = await Promise.all([
      post(`/tenants/royal/cashier/deposits/${id}/approve`, { note: 'seen on the statement' }),
      post(`/tenants/royal/cashier/deposits/${id}/approve`, {}),
    ]);
    expect([a?.json().value.changed, b?.json().value.changed].sort()).toEqual([false, true]);
    expect((await getBalances(c.app.db, 'royal', player.member.id)).main).toBe(12_000);
    const context = (await get(`/tenants/royal/cashier/members/${player.member.id}`)).json().value;
    expect(context).toMatchObject({
      balances: { main: 12_000 },
      turnover: { required: 12_000, done: 0, remaining: 12_000 },
      rg: { exclusion: null },
      recent: [{ code: 'DEPOSIT', amount: 12_000 }],
    });
    const decided = (await get('/tenants/royal/cashier/deposits?status=decided')).json().value.items as { id: number; decidedBy: string }[];
    expect(decided.find((i) => i.id === id)?.decidedBy).toBe(`operator:staff:${c.username}`);
    const [audit] = await c.app.db.query<{ staff_id: string; action: string }>(
      'SELECT staff_id, action FROM console_audit WHERE target = $1',
      [`deposit:${id}`],
    );
    expect(audit).toEqual({ staff_id: c.staffId, action: 'cashier.deposit.approve' });
  });

  it('refuses another brand, bad input, and a role without the permission', async () => {
    expect((await get('/tenants/lotus/cashier/deposits')).statusCode).toBe(403);
    expect((await get('/tenants/royal/cashier/loans')).json().code).toBe('request.invalid');
    expect((await get('/tenants/royal/cashier/deposits?status=maybe')).json().code).toBe('request.invalid');
    const { id } = await pendingDeposit(11_000);
    expect((await post(`/tenants/royal/cashier/deposits/${id}/approve`, { amount: 5 })).json().code).toBe('request.invalid');
    const support = await c.signIn({ role: 'support', brands: ['royal'] });
    expect((await get('/tenants/royal/cashier/deposits', support.headers)).statusCode).toBe(403);
    const readonly = await c.signIn({ role: 'readonly', brands: 'all' });
    expect((await get('/tenants/royal/cashier/deposits', readonly.headers)).statusCode).toBe(200);
    expect((await post(`/tenants/royal/cashier/deposits/${id}/approve`, {}, readonly.headers)).statusCode).toBe(403);
    expect((await post(`/tenants/royal/cashier/deposits/${id}/approve`, {}, { cookie: c.cookie })).statusCode).toBe(403);
    expect((await get('/tenants/royal/cashier/deposits', {})).statusCode).toBe(401);
    expect((await get('/tenants/royal/cashier/rewards/999999/pictures/1')).statusCode).toBe(404);
  });
});
