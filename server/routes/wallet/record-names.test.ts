/**
 * Records a player can read: the betting record names the vendor and the game as
 * the catalogue does, in the request's language (list, detail and cancel); the account record shows
 * the main wallet's balance after every posting, also after a withdrawal's locked funds moved.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GAME_PATHS, type GameItem, type GameList } from '../../../src/contracts/games/calls';
import { WALLET_CALLS, type WalletCallName } from '../../../src/contracts/wallet/calls';
import { HOUSE_ACCOUNTS } from '../../../src/contracts/wallet/tx-codes';
import { fileTestApp } from '../../test/app';
import { recordBet, settleRound } from '../../wallet/bet-orders';
import { postLedgerTransaction } from '../../wallet/ledger';
import { fund } from '../../wallet/test/fixtures';
import { loggedInPlayer, type Player } from '../../wallet/test/session';

const t = fileTestApp();

const call = (
  app: FastifyInstance,
  p: Player,
  name: WalletCallName,
  language: string,
  o: { query?: Record<string, string>; body?: unknown } = {},
) =>
  app.inject({
    method: WALLET_CALLS[name].method,
    url: WALLET_CALLS[name].path,
    headers: {
      host: `${p.brand}.localhost`,
      authorization: p.token,
      language,
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    query: o.query,
    payload: o.body === undefined ? undefined : JSON.stringify(o.body),
  });

async function gameOf(gameType: string, language: string): Promise<GameItem> {
  const res = await t.app.inject({
    method: 'GET',
    url: GAME_PATHS.gameList,
    headers: { host: 'royal.localhost' },
    query: { gameType, pageSize: '1', language },
  });
  return (res.json().value as GameList).games[0] as GameItem;
}

async function post(
  p: Player,
  code: string,
  key: string,
  postings: { account: { memberId: number; kind: string } | { house: string }; amount: number }[],
) {
  return t.app.db.transaction((tx) =>
    postLedgerTransaction(tx, { tenantId: 'royal', code, idempotencyKey: `${key}:${p.member.id}`, actor: 'system', postings } as Parameters<
      typeof postLedgerTransaction
    >[1]),
  );
}

describe('betting record names', () => {
  it('names the vendor and the game in the language asked, in the list, the detail and a cancel', async () => {
    const p = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 5_000);
    const slot = await gameOf('RNG', 'EN');
    const lotto = await gameOf('LOTT', 'EN');
    const play = async (g: GameItem, roundId: string, nodeId: string | null, win: number | null) => {
      await t.app.db.transaction(async (tx) => {
        const now = new Date();
        const bet = await postLedgerTransaction(tx, {
          tenantId: 'royal',
          code: 'BET',
          idempotencyKey: `bet:${p.member.id}:${roundId}`,
          actor: `vendor:${g.vassalage}`,
          meta: { roundId, vendorCode: g.vassalage },
          postings: [
            { account: { memberId: p.member.id, kind: 'main' }, amount: -100 },
            { account: { house: HOUSE_ACCOUNTS.games }, amount: 100 },
          ],
        });
        const key = { tenantId: 'royal', memberId: p.member.id, vendorCode: g.vassalage, roundId };
        await recordBet(tx, { ...key, gameCode: g.gameCode, nodeId, gameType: g.gameType, stake: 100, betTxId: bet.transactionId, now });
        if (win !== null) await settleRound(tx, { ...key, win, winTxId: null, now });
      });
    };
    await play(slot, 'N1', String(slot.nodeId), 0);
    await play(lotto, 'N2', null, null); // kept by code only, still open
    const en = (await call(t.app, p, 'orders', 'EN')).json().value;
    expect(en.list.map((o: { vendorName: string; gameName: string }) => [o.vendorName, o.gameName])).toEqual([
      [lotto.vendorDisplayName, lotto.gameName],
      [slot.vendorDisplayName, slot.gameName],
    ]);
    expect(slot.vendorDisplayName).not.toBe(slot.vassalage);
    const zhSlot = await gameOf('RNG', 'CN');
    const zh = (await call(t.app, p, 'orders', 'CN')).json().value;
    expect(zh.list[1]).toMatchObject({ vendorCode: slot.vassalage, gameCode: slot.gameCode, gameName: zhSlot.gameName, gameType: 'RNG' });
    expect(zhSlot.gameName).toMatch(/[\u4e00-\u9fff]/);
    const detail = (await call(t.app, p, 'orderDetail', 'KM', { query: { orderId: String(en.list[1].orderId) } })).json().value;
    expect(detail.gameName).toBe((await gameOf('RNG', 'KM')).gameName);
    expect(detail.gameName).toMatch(/[\u1780-\u17ff]/);
    const cancelled = (await call(t.app, p, 'cancelSuborder', 'EN', { body: { orderId: en.list[0].orderId } })).json();
    expect(cancelled.value).toMatchObject({ status: 'cancelled', vendorName: lotto.vendorDisplayName, gameName: lotto.gameName });
  });
});

describe('account record balances', () => {
  it('shows the main balance after every posting; a withdrawal moving locked funds keeps it', async () => {
    const p = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 10_000);
    const main = { memberId: p.member.id, kind: 'main' };
    const locked = { memberId: p.member.id, kind: 'locked' };
    await post(p, 'WITHDRAW_REQUEST', 'w1', [
      { account: main, amount: -3_000 },
      { account: locked, amount: 3_000 },
    ]);
    await post(p, 'WITHDRAW_PAID', 'w1-paid', [
      { account: locked, amount: -3_000 },
      { account: { house: HOUSE_ACCOUNTS.cash }, amount: 3_000 },
    ]);
    await post(p, 'WITHDRAW_REQUEST', 'w2', [
      { account: main, amount: -2_000 },
      { account: locked, amount: 2_000 },
    ]);
    await post(p, 'WITHDRAW_REJECT', 'w2-reject', [
      { account: locked, amount: -2_000 },
      { account: main, amount: 2_000 },
    ]);
    const rows = (await call(t.app, p, 'memberTransactions', 'EN', { query: { pageSize: '10' } })).json().value.list as {
      txCode: string;
      walletCode: string;
      amount: number;
      balanceAfter: number;
      walletBalanceAfter: number;
    }[];
    expect(rows.map((r) => [r.txCode, r.walletCode, r.amount, r.balanceAfter, r.walletBalanceAfter])).toEqual([
      ['WITHDRAW_REJECT', 'MAIN', 2_000, 7_000, 7_000],
      ['WITHDRAW_REJECT', 'LOCKED', -2_000, 5_000, 0],
      ['WITHDRAW_REQUEST', 'LOCKED', 2_000, 5_000, 2_000],
      ['WITHDRAW_REQUEST', 'MAIN', -2_000, 5_000, 5_000],
      ['WITHDRAW_PAID', 'LOCKED', -3_000, 7_000, 0],
      ['WITHDRAW_REQUEST', 'LOCKED', 3_000, 7_000, 3_000],
      ['WITHDRAW_REQUEST', 'MAIN', -3_000, 7_000, 7_000],
      ['DEPOSIT', 'MAIN', 10_000, 10_000, 10_000],
    ]);
  });
});
