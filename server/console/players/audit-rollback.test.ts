/**
 * A player's lock and balance adjustment commit with their audit record or not at all: when the
 * audit insert fails (a trigger raises), the lock, the ended sessions and the ledger posting are
 * rolled back with it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileAuditFails } from '../../test/insert-fault';
import { loggedInPlayer, walletCall } from '../../wallet/test/session';
import { type ConsoleTestApp, consoleTestApp } from '../test-support';

let c: ConsoleTestApp;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'administrator', brands: 'all' });
});
afterAll(async () => {
  await c.close();
});

const post = (url: string, payload: unknown) =>
  c.app.inject({ method: 'POST', url: `/console/api/tenants/royal${url}`, headers: c.headers, payload: payload as object });

const withFailingAudit = (action: string, run: () => Promise<void>) => whileAuditFails(c.app.db, { actions: [action] }, run);

describe('player changes and their audit record in one transaction', () => {
  it('rolls a lock back (the account and its sessions) when its audit record fails', async () => {
    const p = await loggedInPlayer(c.app);
    await withFailingAudit('players.lock', async () => {
      expect((await post(`/players/${p.member.id}/lock`, { reason: 'fraud review' })).statusCode).toBe(500);
    });
    const [row] = await c.app.db.query<{ disabled: boolean }>('SELECT disabled FROM members WHERE id = $1', [p.member.id]);
    expect(row?.disabled).toBe(false);
    expect((await walletCall(c.app, p, 'wallets')).statusCode).toBe(200);
    expect((await post(`/players/${p.member.id}/lock`, { reason: 'fraud review' })).json().value).toMatchObject({
      locked: true,
      changed: true,
    });
    expect((await walletCall(c.app, p, 'wallets')).statusCode).toBe(401);
  });

  it('rolls an adjustment back (no ledger posting) when its audit record fails', async () => {
    const p = await loggedInPlayer(c.app);
    const postings = async () =>
      (
        await c.app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ledger_postings lp JOIN ledger_accounts a ON a.id = lp.account_id WHERE a.member_id = $1`,
          [p.member.id],
        )
      )[0]?.n;
    const key = randomUUID();
    await withFailingAudit('players.adjust', async () => {
      expect((await post(`/players/${p.member.id}/adjust`, { amount: 500, reason: 'goodwill', idempotencyKey: key })).statusCode).toBe(500);
    });
    expect(await postings()).toBe(0);
    // the same key is free again: nothing of the failed attempt was kept
    expect(
      (await post(`/players/${p.member.id}/adjust`, { amount: 500, reason: 'goodwill', idempotencyKey: key })).json().value,
    ).toMatchObject({
      main: 500,
      replayed: false,
    });
  });
});
