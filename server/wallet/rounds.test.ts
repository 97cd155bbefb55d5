import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import { fileTestApp } from '../test/app';
import { getBalances } from './balances';
import { IdempotencyConflict, InsufficientFunds } from './errors';
import type { LedgerTransactionInput } from './ledger';
import { postBet, postWin } from './rounds';
import { countRows, fund, makePlayer } from './test/fixtures';
import { verifyLedger } from './verify';

const t = fileTestApp();

const money = (memberId: number, code: 'BET' | 'WIN', key: string, playerAmount: number): LedgerTransactionInput => ({
  tenantId: 'royal',
  code,
  idempotencyKey: key,
  actor: 'vendor:DEMO',
  postings: [
    { account: { memberId, kind: 'main' }, amount: playerAmount },
    { account: { house: HOUSE_ACCOUNTS.games }, amount: -playerAmount },
  ],
});
const order = (memberId: number, roundId: string) => ({
  tenantId: 'royal',
  memberId,
  vendorCode: 'DEMO',
  roundId,
  gameCode: 'slot-1',
  gameType: 'RNG',
});
const orderOf = async (memberId: number, roundId: string) =>
  (
    await t.app.db.query<{ stake: string; win: string; status: string }>(
      'SELECT stake::text, win::text, status FROM bet_orders WHERE member_id = $1 AND round_id = $2',
      [memberId, roundId],
    )
  )[0];

describe('a bet or a win with its order in one statement', () => {
  it('posts and records; a replay changes neither the money nor the order; a win settles once', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 1_000);
    const first = await postBet(t.app.db, money(p.id, 'BET', 'r1:bet', -300), { ...order(p.id, 'r1'), stake: 300 });
    const again = await postBet(t.app.db, money(p.id, 'BET', 'r1:bet', -300), { ...order(p.id, 'r1'), stake: 300 });
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect(await orderOf(p.id, 'r1')).toEqual({ stake: '300', win: '0', status: 'open' });
    const won = await postWin(t.app.db, money(p.id, 'WIN', 'r1:win', 500), { ...order(p.id, 'r1'), win: 500, now: new Date() });
    const wonAgain = await postWin(t.app.db, money(p.id, 'WIN', 'r1:win', 500), { ...order(p.id, 'r1'), win: 500, now: new Date() });
    expect(wonAgain).toEqual({ transactionId: won?.transactionId, replayed: true });
    expect(await orderOf(p.id, 'r1')).toEqual({ stake: '300', win: '500', status: 'settled' });
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(1_200);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });

  it('writes nothing on a refusal: short funds, a reused key, a win without an open round', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 100);
    const [orders, txs] = [await countRows(t.app.db, 'bet_orders'), await countRows(t.app.db, 'ledger_transactions')];
    await expect(postBet(t.app.db, money(p.id, 'BET', 'r2:bet', -101), { ...order(p.id, 'r2'), stake: 101 })).rejects.toBeInstanceOf(
      InsufficientFunds,
    );
    await postBet(t.app.db, money(p.id, 'BET', 'r3:bet', -40), { ...order(p.id, 'r3'), stake: 40 });
    await expect(postBet(t.app.db, money(p.id, 'BET', 'r3:bet', -50), { ...order(p.id, 'r4'), stake: 50 })).rejects.toBeInstanceOf(
      IdempotencyConflict,
    );
    expect(await postWin(t.app.db, money(p.id, 'WIN', 'r5:win', 70), { ...order(p.id, 'r5'), win: 70, now: new Date() })).toBeNull();
    expect(await countRows(t.app.db, 'bet_orders')).toBe(orders + 1);
    expect(await countRows(t.app.db, 'ledger_transactions')).toBe(txs + 1);
    expect(await orderOf(p.id, 'r4')).toBeUndefined();
    // a lost round settles without a posting
    expect(await postWin(t.app.db, null, { ...order(p.id, 'r3'), win: 0, now: new Date() })).toEqual({
      transactionId: null,
      replayed: false,
    });
    expect(await orderOf(p.id, 'r3')).toEqual({ stake: '40', win: '0', status: 'settled' });
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(60);
  });

  it('a bet and a win of one round arriving together both apply (locks taken in one order: no deadlock)', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 100_000);
    const rounds = Array.from({ length: 30 }, (_, i) => `race${i}`);
    for (const r of rounds) await postBet(t.app.db, money(p.id, 'BET', `${r}:bet1`, -10), { ...order(p.id, r), stake: 10 });
    await Promise.all(
      rounds.flatMap((r) => [
        postBet(t.app.db, money(p.id, 'BET', `${r}:bet2`, -10), { ...order(p.id, r), stake: 10 }),
        postWin(t.app.db, money(p.id, 'WIN', `${r}:win`, 25), { ...order(p.id, r), win: 25, roundClosed: false, now: new Date() }),
      ]),
    );
    for (const r of rounds) expect(await orderOf(p.id, r)).toEqual({ stake: '20', win: '25', status: 'open' });
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(100_000 + 30 * 5);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });
});
