/** The players API: search, the file, lock and adjust with their permissions. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPlayer, walletCall } from '../../wallet/test/session';
import { type ConsoleTestApp, consoleTestApp } from '../test-support';

let c: ConsoleTestApp;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'administrator', brands: 'all' });
});
afterAll(async () => {
  await c.close();
});

const get = (url: string, headers = c.headers) => c.app.inject({ method: 'GET', url: `/console/api${url}`, headers });
const post = (url: string, payload: unknown, headers = c.headers) =>
  c.app.inject({ method: 'POST', url: `/console/api${url}`, headers, payload: payload as object });

describe('the players API', () => {
  it('finds a player, shows the file and records, locks, unlocks and adjusts', async () => {
    const p = await loggedInPlayer(c.app);
    const found = (await get(`/tenants/royal/players?q=${p.member.username}&field=username`)).json().value;
    expect(found).toMatchObject({ total: 1, rows: [{ memberId: p.member.id }] });
    expect((await get(`/tenants/lotus/players?q=${p.member.username}`)).json().value.total).toBe(0);
    expect((await post(`/tenants/royal/players/${p.member.id}/lock`, { reason: 'fraud review' })).json().value).toEqual({
      memberId: p.member.id,
      locked: true,
      changed: true,
    });
    expect((await walletCall(c.app, p, 'wallets')).statusCode).toBe(401);
    expect((await post(`/tenants/royal/players/${p.member.id}/unlock`, { reason: 'cleared' })).json().value.locked).toBe(false);
    const key = randomUUID();
    const adjusted = (
      await post(`/tenants/royal/players/${p.member.id}/adjust`, { amount: 900, reason: 'goodwill', idempotencyKey: key })
    ).json().value;
    expect(adjusted).toMatchObject({ main: 900, replayed: false });
    expect(
      (await post(`/tenants/royal/players/${p.member.id}/adjust`, { amount: 900, reason: 'goodwill', idempotencyKey: key })).json().value
        .replayed,
    ).toBe(true);
    const file = (await get(`/tenants/royal/players/${p.member.id}`)).json().value;
    expect(file).toMatchObject({ username: p.member.username, locked: false, context: { balances: { main: 900 } } });
    expect((await get(`/tenants/royal/players/${p.member.id}/ledger?limit=10`)).json().value.rows).toEqual([
      expect.objectContaining({ code: 'ADJUST', amount: 900, reason: 'goodwill' }),
    ]);
    expect((await get(`/tenants/royal/players/${p.member.id}/bets`)).json().value.total).toBe(0);
    expect((await get(`/tenants/lotus/players/${p.member.id}`)).statusCode).toBe(404);
  });

  it('refuses an adjustment without a reason or key, and a role without the permission', async () => {
    const p = await loggedInPlayer(c.app);
    expect(
      (await post(`/tenants/royal/players/${p.member.id}/adjust`, { amount: 100, reason: ' ', idempotencyKey: randomUUID() })).json().code,
    ).toBe('request.invalid');
    expect((await post(`/tenants/royal/players/${p.member.id}/adjust`, { amount: 100, reason: 'x' })).json().code).toBe('request.invalid');
    expect(
      (await post(`/tenants/royal/players/${p.member.id}/adjust`, { amount: -100, reason: 'x', idempotencyKey: randomUUID() })).json().code,
    ).toBe('wallet.insufficient.funds');
    expect((await post(`/tenants/royal/players/${p.member.id}/lock`, {})).json().code).toBe('request.invalid');
    const support = await c.signIn({ role: 'support', brands: ['royal'] });
    expect(
      (
        await post(
          `/tenants/royal/players/${p.member.id}/adjust`,
          { amount: 100, reason: 'x', idempotencyKey: randomUUID() },
          support.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect((await post(`/tenants/royal/players/${p.member.id}/lock`, { reason: 'asked by the player' }, support.headers)).statusCode).toBe(
      200,
    );
    const cashier = await c.signIn({ role: 'cashier', brands: ['royal'] });
    expect((await post(`/tenants/royal/players/${p.member.id}/unlock`, { reason: 'x' }, cashier.headers)).statusCode).toBe(403);
    expect((await get('/tenants/royal/players?pageSize=1000', cashier.headers)).json().code).toBe('request.invalid');
  });
});
