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

describe('a backlog beyond one page', () => {
  it('pages through more than 100 pending deposits oldest first, each once, and the decided ones newest first', async () => {
    const { player, id } = await pendingDeposit(5_000);
    // 120 more pending bank transfers of the same member (copies of the real one, their own references)
    await c.app.db.query(
      `INSERT INTO deposits (tenant_id, member_id, method, channel, amount, status, bank_code, payer_name, reference, request_id, created_at)
       SELECT tenant_id, member_id, method, channel, amount + n, 'pending', bank_code, payer_name, reference || '-' || n, request_id || '-' || n, created_at
         FROM deposits, generate_series(1, 120) AS n WHERE id = $1`,
      [id],
    );
    const total = (await get('/tenants/royal/cashier/counts')).json().value.deposits as number;
    expect(total).toBeGreaterThanOrEqual(121);
    const seen: number[] = [];
    let after: number | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const page: { total: number; items: { id: number }[]; nextAfter: number | null } = (
        await get(`/tenants/royal/cashier/deposits?limit=100${after ? `&after=${after}` : ''}`)
      ).json().value;
      expect(page.total).toBe(total);
      seen.push(...page.items.map((i) => i.id));
      after = page.nextAfter;
      if (after === null) break;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen).toContain(id);

    await c.app.db.query(
      "UPDATE deposits SET status = 'rejected', decided_at = now(), decided_by = 'test' WHERE member_id = $1 AND id <> $2",
      [player.member.id, id],
    );
    const first = (await get('/tenants/royal/cashier/deposits?status=decided&limit=50')).json().value;
    const second = (await get(`/tenants/royal/cashier/deposits?status=decided&limit=50&after=${first.nextAfter}`)).json().value;
    const ids = [...first.items, ...second.items].map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.items).toHaveLength(50);
    expect(new Set(ids).size).toBe(100);
    expect((await get('/tenants/royal/cashier/deposits?limit=101')).json().code).toBe('request.invalid');
  });
});
