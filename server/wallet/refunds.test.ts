/**
 * The one refund path: a round's stake goes back once, whoever asks and however many ask at once;
 * a settled round gives nothing back; a vendor's rollback of one bet of a two-bet round gives back
 * that bet only and leaves the round open for the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import { buildTestApp, type TestApp } from '../test/helper';
import { getBalances } from './balances';
import { recordBet, settleRound } from './bet-orders';
import { postLedgerTransaction } from './ledger';
import { type RefundCause, refundRound } from './refunds';
import { fund, makePlayer } from './test/fixtures';
import { verifyLedger } from './verify';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  await t.close();
});

async function bet(memberId: number, roundId: string, stake: number, key: string) {
  return t.app.db.transaction(async (tx) => {
    const r = await postLedgerTransaction(tx, {
      tenantId: 'royal',
      code: 'BET',
      idempotencyKey: key,
      actor: 'vendor:DEMO',
      postings: [
        { account: { memberId, kind: 'main' }, amount: -stake },
        { account: { house: HOUSE_ACCOUNTS.games }, amount: stake },
      ],
    });
    return recordBet(tx, {
      tenantId: 'royal',
      memberId,
      vendorCode: 'DEMO',
      gameCode: 'sports-1',
      gameType: 'SPORTS',
      roundId,
      stake,
      betTxId: r.transactionId,
      now: new Date(),
    });
  });
}

const refund = (memberId: number, roundId: string, cause: RefundCause, one?: { transactionId: string; amount: number }) =>
  t.app.db.transaction((tx) =>
    refundRound(tx, {
      tenantId: 'royal',
      vendorCode: 'DEMO',
      roundId,
      memberId,
      cause,
      ...(one ? { bet: one } : {}),
      actor: 'test',
      reason: 'test',
      now: new Date(),
    }),
  );

const main = async (memberId: number) => (await getBalances(t.app.db, 'royal', memberId)).main;

describe('refundRound', () => {
  it('gives the stake back once, whichever path asks second', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 10_000);
    await bet(p.id, 'T1', 10_000, `t1-${p.id}`);
    expect(await refund(p.id, 'T1', 'player')).toMatchObject({ status: 'refunded', amount: 10_000, order: { status: 'cancelled' } });
    expect(await refund(p.id, 'T1', 'vendor', { transactionId: 'T1:bet', amount: 10_000 })).toMatchObject({ status: 'refunded_before' });
    expect(await refund(p.id, 'T1', 'operator')).toMatchObject({ status: 'refunded_before' });
    expect(await refund(p.id, 'T1', 'unsettled')).toMatchObject({ status: 'refunded_before' });
    expect(await main(p.id)).toBe(10_000);
  });

  it('refuses a settled round and an unknown one', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 1_000);
    await bet(p.id, 'T2', 1_000, `t2-${p.id}`);
    await settleRound(t.app.db, {
      tenantId: 'royal',
      vendorCode: 'DEMO',
      roundId: 'T2',
      memberId: p.id,
      win: 0,
      winTxId: null,
      now: new Date(),
    });
    expect(await refund(p.id, 'T2', 'vendor', { transactionId: 'T2:bet', amount: 1_000 })).toMatchObject({ status: 'settled' });
    expect(await refund(p.id, 'nope', 'player')).toEqual({ status: 'unknown' });
    expect(await main(p.id)).toBe(0);
  });

  it("a vendor's rollback of one bet of a round gives back that bet; a cancellation then gives back the rest", async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 1_000);
    await bet(p.id, 'T3', 300, `t3a-${p.id}`);
    await bet(p.id, 'T3', 200, `t3b-${p.id}`);
    expect(await refund(p.id, 'T3', 'vendor', { transactionId: 'T3:a', amount: 300 })).toMatchObject({
      status: 'refunded',
      amount: 300,
      order: { status: 'open' },
    });
    expect(await main(p.id)).toBe(800);
    expect(await refund(p.id, 'T3', 'player')).toMatchObject({ status: 'refunded', amount: 200, order: { status: 'cancelled' } });
    expect(await main(p.id)).toBe(1_000);
  });

  it('twelve refunds of one round at once: one gives the stake back', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 5_000);
    await bet(p.id, 'T4', 5_000, `t4-${p.id}`);
    const causes: RefundCause[] = ['player', 'operator', 'unsettled', 'vendor'];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const cause = causes[i % causes.length] ?? 'player';
        return refund(p.id, 'T4', cause, cause === 'vendor' ? { transactionId: `T4:bet`, amount: 5_000 } : undefined);
      }),
    );
    expect(answers.filter((a) => a.status === 'refunded')).toHaveLength(1);
    expect(await main(p.id)).toBe(5_000);
  });
});
