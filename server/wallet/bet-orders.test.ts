import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import { fileTestApp } from '../test/app';
import { biggestWins, recordBet, settleRound } from './bet-orders';
import { postLedgerTransaction } from './ledger';
import { refundRound } from './refunds';
import { fund, makePlayer } from './test/fixtures';

const t = fileTestApp();

async function betAndRecord(memberId: number, roundId: string, stake: number, key: string) {
  return t.app.db.transaction(async (tx) => {
    const now = new Date();
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
      gameCode: 'slot-1',
      gameType: 'RNG',
      roundId,
      stake,
      betTxId: r.transactionId,
      now,
    });
  });
}

describe('bet orders', () => {
  it('two bets in one round add up; a win settles it; the winner board reads the biggest wins', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 10_000);
    await betAndRecord(p.id, 'R1', 100, `b1-${p.id}`);
    const open = await betAndRecord(p.id, 'R1', 50, `b2-${p.id}`);
    expect(open).toMatchObject({ stake: 150, win: 0, status: 'open', roundId: 'R1', vendorCode: 'DEMO' });
    const settled = await settleRound(t.app.db, {
      tenantId: 'royal',
      vendorCode: 'DEMO',
      roundId: 'R1',
      memberId: p.id,
      win: 900_000,
      winTxId: null,
      now: new Date(),
    });
    expect(settled).toMatchObject({ stake: 150, win: 900_000, status: 'settled' });
    expect(settled?.settledAt).toBeInstanceOf(Date);
    const board = await biggestWins(t.app.db, 'royal', 1);
    expect(board[0]).toMatchObject({ memberId: p.id, win: 900_000 });
  });

  it('a refunded round cannot be settled afterwards', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 1_000);
    await betAndRecord(p.id, 'R2', 100, `b3-${p.id}`);
    const refund = await t.app.db.transaction((tx) =>
      refundRound(tx, {
        tenantId: 'royal',
        vendorCode: 'DEMO',
        roundId: 'R2',
        memberId: p.id,
        cause: 'operator',
        actor: 'test',
        reason: 'test',
        now: new Date(),
      }),
    );
    expect(refund).toMatchObject({ status: 'refunded', amount: 100, order: { status: 'cancelled' } });
    expect(
      await settleRound(t.app.db, {
        tenantId: 'royal',
        vendorCode: 'DEMO',
        roundId: 'R2',
        memberId: p.id,
        win: 10,
        winTxId: null,
        now: new Date(),
      }),
    ).toBeNull();
  });
});
