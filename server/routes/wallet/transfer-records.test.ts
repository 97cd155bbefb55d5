import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNTS } from '../../../src/contracts/wallet/tx-codes';
import { fileTestApp } from '../../test/app';
import { getBalances } from '../../wallet/balances';
import { recordBet, settleRound } from '../../wallet/bet-orders';
import { postLedgerTransaction } from '../../wallet/ledger';
import { countRows, fund } from '../../wallet/test/fixtures';
import { loggedInPlayer, type Player, walletCall } from '../../wallet/test/session';
import { setFlag } from '../account/test-support';

const t = fileTestApp();

async function playRound(p: Player, roundId: string, gameType: string, stake: number, win: number | null) {
  await t.app.db.transaction(async (tx) => {
    const now = new Date();
    const bet = await postLedgerTransaction(tx, {
      tenantId: 'royal',
      code: 'BET',
      idempotencyKey: `bet:${p.member.id}:${roundId}`,
      actor: 'vendor:DEMO',
      meta: { roundId, vendorCode: 'DEMO' },
      postings: [
        { account: { memberId: p.member.id, kind: 'main' }, amount: -stake },
        { account: { house: HOUSE_ACCOUNTS.games }, amount: stake },
      ],
    });
    await recordBet(tx, {
      tenantId: 'royal',
      memberId: p.member.id,
      vendorCode: 'DEMO',
      gameCode: `${gameType}-1`,
      gameType,
      roundId,
      stake,
      betTxId: bet.transactionId,
      now,
    });
    if (win === null) return;
    const credit =
      win > 0
        ? await postLedgerTransaction(tx, {
            tenantId: 'royal',
            code: 'WIN',
            idempotencyKey: `win:${p.member.id}:${roundId}`,
            actor: 'vendor:DEMO',
            meta: { roundId, vendorCode: 'DEMO' },
            postings: [
              { account: { memberId: p.member.id, kind: 'main' }, amount: win },
              { account: { house: HOUSE_ACCOUNTS.games }, amount: -win },
            ],
          })
        : null;
    await settleRound(tx, {
      tenantId: 'royal',
      vendorCode: 'DEMO',
      roundId,
      memberId: p.member.id,
      win,
      winTxId: credit?.transactionId ?? null,
      now,
    });
  });
}

describe('GCS_walletTransfer', () => {
  it('moves money to a transfer vendor and back, once per requestId', async () => {
    const p = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 10_000);
    const out = await walletCall(t.app, p, 'transfer', {
      body: { from: 'MAIN', to: 'DEMOSPORTS', amount: 4_000, requestId: 'req-out-0001' },
    });
    expect(out.json().value.wallets).toContainEqual({ walletCode: 'DEMOSPORTS', type: 'vendor', balance: 4_000, transferable: true });
    await walletCall(t.app, p, 'transfer', { body: { from: 'MAIN', to: 'DEMOSPORTS', amount: 4_000, requestId: 'req-out-0001' } });
    const back = await walletCall(t.app, p, 'transfer', {
      body: { from: 'DEMOSPORTS', to: 'MAIN', amount: 1_000, requestId: 'req-in-0001' },
    });
    expect(back.json().value).toMatchObject({ sumBalance: 10_000, availableBalance: 7_000 });
  });

  it('refuses overdrafts, unknown or identical wallets and bad input, writing nothing', async () => {
    const p = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 500);
    const before = await countRows(t.app.db, 'ledger_transactions');
    const cases: [unknown, number, string][] = [
      [{ from: 'MAIN', to: 'DEMOSPORTS', amount: 501, requestId: 'req-x-0001' }, 409, 'wallet.insufficient.funds'],
      [{ from: 'MAIN', to: 'NOPE', amount: 1, requestId: 'req-x-0002' }, 400, 'wallet.transfer.wallet.unknown'],
      [{ from: 'MAIN', to: 'MAIN', amount: 1, requestId: 'req-x-0003' }, 400, 'wallet.transfer.same.wallet'],
      [{ from: 'MAIN', to: 'DEMOSPORTS', amount: 1.5, requestId: 'req-x-0004' }, 400, 'request.invalid'],
      [{ from: 'MAIN', to: 'DEMOSPORTS', amount: 1 }, 400, 'request.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await walletCall(t.app, p, 'transfer', { body });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
    }
    expect((await walletCall(t.app, p, 'transfer', { body: cases[0]?.[0] })).json().value).toEqual({
      available: 500,
      requested: 501,
      account: 'main',
    });
    expect(await countRows(t.app.db, 'ledger_transactions')).toBe(before);
  });

  it('is off when FUNDTRANS3 is off', async () => {
    const p = await loggedInPlayer(t.app, 'tiger');
    await setFlag(t.app, 'tiger', 'FUNDTRANS3', false);
    const res = await walletCall(t.app, p, 'transfer', { body: { from: 'MAIN', to: 'X', amount: 1, requestId: 'req-off-001' } });
    expect(res.json()).toMatchObject({ success: false, code: 'feature.disabled' });
    await setFlag(t.app, 'tiger', 'FUNDTRANS3', true);
  });
});

describe('account record (ODS2_MemberTransaction, GLS2_TxCodeList)', () => {
  it('lists every posting of the player, newest first, filtered by code, paged', async () => {
    const p = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 5_000);
    await playRound(p, 'A1', 'RNG', 100, 250);
    await playRound(p, 'A2', 'RNG', 200, 0);
    const all = (await walletCall(t.app, p, 'memberTransactions', { query: { pageNo: '1', pageSize: '3' } })).json().value;
    expect(all).toMatchObject({ pageNo: 1, pageSize: 3, totalCount: 4, totalPages: 2 });
    expect(all.list.map((r: { txCode: string; amount: number; balanceAfter: number }) => [r.txCode, r.amount, r.balanceAfter])).toEqual([
      ['BET', -200, 4_950],
      ['WIN', 250, 5_150],
      ['BET', -100, 4_900],
    ]);
    const deposits = (await walletCall(t.app, p, 'memberTransactions', { query: { txCode: 'DEPOSIT' } })).json().value;
    expect(deposits.list).toHaveLength(1);
    expect(deposits.list[0]).toMatchObject({ txCode: 'DEPOSIT', amount: 5_000, walletCode: 'MAIN' });
    const future = (await walletCall(t.app, p, 'memberTransactions', { query: { startDate: '2999-01-01' } })).json().value;
    expect(future).toMatchObject({ list: [], totalCount: 0, totalPages: 1 });
    const codes = (await walletCall(t.app, p, 'txCodes')).json().value;
    expect(codes).toContainEqual({ txCode: 'DEPOSIT' });
    const bad = await walletCall(t.app, p, 'memberTransactions', { query: { txCode: 'STEAL' } });
    expect(bad.json()).toMatchObject({ success: false, code: 'request.invalid' });
  });
});

describe('betting records (/lgw/orders, detail, suborders cancel)', () => {
  it('lists orders with totals and a game-type filter; detail shows the postings', async () => {
    const p = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 5_000);
    await playRound(p, 'B1', 'RNG', 100, 300);
    await playRound(p, 'B2', 'LIVE', 50, 0);
    const list = (await walletCall(t.app, p, 'orders')).json().value;
    expect(list).toMatchObject({ totalCount: 2, totalStake: 150, totalWin: 300 });
    expect(list.list[0]).toMatchObject({ roundId: 'B2', status: 'settled', profit: -50, cancellable: false });
    const rng = (await walletCall(t.app, p, 'orders', { query: { gameType: 'RNG' } })).json().value;
    expect(rng.list.map((o: { roundId: string }) => o.roundId)).toEqual(['B1']);
    const detail = (await walletCall(t.app, p, 'orderDetail', { query: { orderId: String(rng.list[0].orderId) } })).json().value;
    expect(detail.postings.map((x: { txCode: string; amount: number }) => [x.txCode, x.amount])).toEqual([
      ['BET', -100],
      ['WIN', 300],
    ]);
  });

  it('cancels an open lottery order once, refunding the stake; refuses settled or foreign orders', async () => {
    const p = await loggedInPlayer(t.app);
    const other = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 1_000);
    await playRound(p, 'L1', 'LOTT', 300, null);
    await playRound(p, 'S1', 'RNG', 100, 0);
    const [open, settled] = (await walletCall(t.app, p, 'orders')).json().value.list.reverse();
    expect(open).toMatchObject({ roundId: 'L1', status: 'open', cancellable: true });
    expect((await walletCall(t.app, other, 'cancelSuborder', { body: { orderId: open.orderId } })).json().code).toBe(
      'wallet.order.not.found',
    );
    expect((await walletCall(t.app, p, 'cancelSuborder', { body: { orderId: settled.orderId } })).json().code).toBe(
      'wallet.order.not.cancellable',
    );
    const ok = (await walletCall(t.app, p, 'cancelSuborder', { body: { orderId: open.orderId } })).json();
    expect(ok.value).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await walletCall(t.app, p, 'cancelSuborder', { body: { orderId: open.orderId } })).json().code).toBe(
      'wallet.order.not.cancellable',
    );
    expect((await getBalances(t.app.db, 'royal', p.member.id)).main).toBe(900);
    // the records' stake total counts what was staked and not given back
    expect((await walletCall(t.app, p, 'orders')).json().value).toMatchObject({ totalCount: 2, totalStake: 100 });
  });
});
