/**
 * The operator side of the seamless wallet, called as a vendor calls it (signed HTTP through
 * app.inject): statuses, idempotent replays, insufficient funds, rollbacks, expiry, concurrency,
 * and `ledger verify` afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../accounts/members';
import { startExclusion } from '../../rg/exclusions';
import { rgCall, rgPlayer } from '../../rg/test/session';
import { buildTestApp, type TestApp } from '../../test/helper';
import { SeamlessClient } from '../../vendors/seamless-client';
import { fund } from '../test/fixtures';
import { verifyLedger } from '../verify';
import { injectTransport, installationSecretOf } from './index';
import { vendorSecret } from './secrets';
import { openSeamlessSession } from './sessions';

let t: TestApp;
let client: SeamlessClient;
const TENANT = 'royal';

async function player(balance: number) {
  const member = await insertMember(t.app.db, {
    tenantId: TENANT,
    merchantCode: 'ROYAL01',
    username: `p${Math.random().toString(36).slice(2, 10)}`,
    passwordHash: null,
    now: new Date(),
  });
  if (balance > 0) await fund(t.app.db, TENANT, member.id, balance);
  const sessionToken = await openSeamlessSession(t.app.db, {
    tenantId: TENANT,
    memberId: member.id,
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SLOT',
    nodeId: null,
    gameType: 'RNG',
    freePlay: false,
    language: 'en',
    returnUrl: null,
    now: new Date(),
  });
  return { memberId: member.id, sessionToken };
}

const count = async (sql: string, params: (string | number)[]) =>
  (await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n ?? 0;

beforeAll(async () => {
  t = await buildTestApp();
  const secret = vendorSecret(await installationSecretOf(t.app)(), 'DEMO');
  client = new SeamlessClient('DEMO', secret, injectTransport(t.app), 1);
});
afterAll(async () => {
  const verified = await verifyLedger(t.app.db, TENANT);
  expect(verified.ok).toBe(true);
  await t.close();
});

describe('seamless wallet, operator side', () => {
  it('refuses a request whose signature does not match the body', async () => {
    const forged = new SeamlessClient('DEMO', 'not-the-secret', injectTransport(t.app), 1);
    const { sessionToken } = await player(1000);
    expect(await forged.balance({ sessionToken })).toMatchObject({ status: 'INVALID_SIGNATURE' });
    const other = new SeamlessClient('OTHER', vendorSecret(await installationSecretOf(t.app)(), 'OTHER'), injectTransport(t.app), 1);
    expect(await other.balance({ sessionToken })).toMatchObject({ status: 'INVALID_TOKEN' });
  });

  it('debits a bet once, credits a win once, and writes the bet order', async () => {
    const { memberId, sessionToken } = await player(10_000);
    const bet = { sessionToken, transactionId: 'r1:bet', roundId: 'r1', gameCode: 'DEMO_SLOT', amount: 1_000 };
    expect(await client.bet(bet)).toMatchObject({ status: 'OK', balance: 9_000, currency: 'USD' });
    expect(await client.bet(bet)).toMatchObject({ status: 'OK', balance: 9_000 });
    const win = { sessionToken, transactionId: 'r1:win', roundId: 'r1', amount: 2_500, roundClosed: true };
    expect(await client.win(win)).toMatchObject({ status: 'OK', balance: 11_500 });
    expect(await client.win(win)).toMatchObject({ status: 'OK', balance: 11_500 });
    const [order] = await t.app.db.query<{ stake: string; win: string; status: string }>(
      'SELECT stake::text, win::text, status FROM bet_orders WHERE member_id = $1 AND round_id = $2',
      [memberId, 'r1'],
    );
    expect(order).toEqual({ stake: '1000', win: '2500', status: 'settled' });
    expect(await count("ledger_transactions WHERE idempotency_key LIKE 'seamless:DEMO:r1:%'", [])).toBe(2);
    expect(await client.bet({ ...bet, amount: 999 })).toMatchObject({ status: 'BAD_REQUEST', balance: 11_500 });
  });

  it('refuses a bet above the balance with the balance, and writes nothing', async () => {
    const { memberId, sessionToken } = await player(500);
    const answer = await client.bet({ sessionToken, transactionId: 'big:bet', roundId: 'big', gameCode: 'DEMO_SLOT', amount: 501 });
    expect(answer).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 500 });
    expect(await count('bet_orders WHERE member_id = $1', [memberId])).toBe(0);
    expect(await count("seamless_transactions WHERE transaction_id = 'big:bet'", [])).toBe(0);
  });

  it('rolls a bet back once, restoring the stake; an unknown reference blocks that bet arriving late', async () => {
    const { memberId, sessionToken } = await player(2_000);
    await client.bet({ sessionToken, transactionId: 'r2:bet', roundId: 'r2', gameCode: 'DEMO_SLOT', amount: 700 });
    const rollback = { sessionToken, transactionId: 'r2:rollback', referenceTransactionId: 'r2:bet', roundId: 'r2' };
    expect(await client.rollback(rollback)).toMatchObject({ status: 'OK', balance: 2_000 });
    expect(await client.rollback(rollback)).toMatchObject({ status: 'OK', balance: 2_000 });
    const [order] = await t.app.db.query<{ status: string }>('SELECT status FROM bet_orders WHERE member_id = $1', [memberId]);
    expect(order?.status).toBe('rolled_back');

    const early = { sessionToken, transactionId: 'r3:rollback', referenceTransactionId: 'r3:bet', roundId: 'r3' };
    expect(await client.rollback(early)).toMatchObject({ status: 'UNKNOWN_TRANSACTION' });
    expect(await client.bet({ sessionToken, transactionId: 'r3:bet', roundId: 'r3', gameCode: 'DEMO_SLOT', amount: 100 })).toMatchObject({
      status: 'BAD_REQUEST',
      balance: 2_000,
    });
  });

  it("after the session expires: refuses balance and bets, still accepts the round's win", async () => {
    const { sessionToken } = await player(1_000);
    await client.bet({ sessionToken, transactionId: 'r4:bet', roundId: 'r4', gameCode: 'DEMO_SLOT', amount: 100 });
    await t.app.db.query(`UPDATE seamless_sessions SET expires_at = now() - interval '1 minute'`);
    expect(await client.balance({ sessionToken })).toMatchObject({ status: 'TOKEN_EXPIRED' });
    expect(await client.bet({ sessionToken, transactionId: 'r5:bet', roundId: 'r5', gameCode: 'DEMO_SLOT', amount: 100 })).toMatchObject({
      status: 'TOKEN_EXPIRED',
    });
    expect(await client.win({ sessionToken, transactionId: 'r4:win', roundId: 'r4', amount: 300, roundClosed: true })).toMatchObject({
      status: 'OK',
      balance: 1_200,
    });
  });

  it('refuses a disabled player and an unknown session', async () => {
    const { memberId, sessionToken } = await player(1_000);
    await t.app.db.query('UPDATE members SET disabled = true WHERE id = $1', [memberId]);
    expect(await client.bet({ sessionToken, transactionId: 'r6:bet', roundId: 'r6', gameCode: 'DEMO_SLOT', amount: 100 })).toMatchObject({
      status: 'USER_DISABLED',
    });
    expect(await client.balance({ sessionToken: 'x'.repeat(43) })).toMatchObject({ status: 'INVALID_TOKEN' });
  });

  it('the one bet entry applies the responsible-gambling checks: a wager limit, a time-out', async () => {
    const who = await rgPlayer(t.app, new Date());
    await fund(t.app.db, TENANT, who.member.id, 10_000);
    expect((await rgCall(t.app, who, 'setLimit', { body: { kind: 'wager', period: 'day', amount: 1_500 } })).statusCode).toBe(200);
    const sessionToken = await openSeamlessSession(t.app.db, {
      tenantId: TENANT,
      memberId: who.member.id,
      vendorCode: 'DEMO',
      gameCode: 'DEMO_SLOT',
      nodeId: null,
      gameType: 'RNG',
      freePlay: false,
      language: 'en',
      returnUrl: null,
      now: new Date(),
    });
    const bet = (n: number) =>
      client.bet({ sessionToken, transactionId: `rg${n}:bet`, roundId: `rg${n}`, gameCode: 'DEMO_SLOT', amount: 1_000 });
    expect(await bet(1)).toMatchObject({ status: 'OK', balance: 9_000 });
    // the answer says which limit and what it still leaves, for the game to show
    expect(await bet(2)).toMatchObject({ status: 'LIMIT_REACHED', balance: 9_000, limit: { kind: 'wager', period: 'day', left: 500 } });
    const { memberId, sessionToken: other } = await player(5_000);
    await t.app.db.transaction((tx) =>
      startExclusion(tx, { tenantId: TENANT, memberId, kind: 'timeout', duration: '24h', actor: 'test', now: new Date() }),
    );
    expect(
      await client.bet({ sessionToken: other, transactionId: 'x1:bet', roundId: 'x1', gameCode: 'DEMO_SLOT', amount: 100 }),
    ).toMatchObject({
      status: 'USER_DISABLED',
      balance: 5_000,
    });
  });

  it('under parallel play: never below zero, each transaction id debited once', async () => {
    const { memberId, sessionToken } = await player(10_000);
    const bets = Array.from({ length: 16 }, (_, i) =>
      client.bet({ sessionToken, transactionId: `p${i}:bet`, roundId: `p${i}`, gameCode: 'DEMO_SLOT', amount: 1_000 }),
    );
    const answers = await Promise.all(bets);
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS')).toHaveLength(6);
    const { sessionToken: s2, memberId: m2 } = await player(5_000);
    const same = { sessionToken: s2, transactionId: 'dup:bet', roundId: 'dup', gameCode: 'DEMO_SLOT', amount: 1_000 };
    const replays = await Promise.all(Array.from({ length: 8 }, () => client.bet(same)));
    expect(replays.every((a) => a.status === 'OK')).toBe(true);
    const [row] = await t.app.db.query<{ balance: string }>(
      "SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'",
      [m2],
    );
    expect(row?.balance).toBe('4000');
    expect(await count('bet_orders WHERE member_id = $1', [memberId])).toBe(10);
  });
});
