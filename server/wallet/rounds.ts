/**
 * A bet or a win with its betting record in one statement (`ledger_post_bet` / `ledger_post_win`,
 * migration 160): one round trip instead of a posting plus an order write. Called on the Db itself
 * (outside `db.transaction`) the statement is its own transaction: one round trip and one commit
 * per bet or win, all or nothing. Inside a transaction it joins it (the seamless wallet does that,
 * after claiming the vendor's transaction id). Same guarantees as postLedgerTransaction; the order
 * is written only when the money was posted now, so a replay never adds a stake or a win twice.
 */
import type { Queryable } from '../db/types';
import type { RoundKey } from './bet-orders';
import { type LedgerAnswer, type LedgerTransactionInput, ledgerPayload, ledgerResult, type PostResult } from './ledger';

export type BetRoundOrder = RoundKey & { gameCode: string; nodeId?: string | null; gameType: string };

/** Posts the bet (the player's debit is `-stake` in `ledger.postings`) and opens or raises the round's order. */
export async function postBet(q: Queryable, ledger: LedgerTransactionInput, order: BetRoundOrder & { stake: number }): Promise<PostResult> {
  if (!Number.isSafeInteger(order.stake) || order.stake <= 0)
    throw new Error(`rounds: a stake is a positive safe integer, got ${order.stake}`);
  if (order.tenantId !== ledger.tenantId) throw new Error('rounds: the order and the posting belong to one brand');
  const o = {
    memberId: order.memberId,
    vendorCode: order.vendorCode,
    gameCode: order.gameCode,
    nodeId: order.nodeId ?? null,
    gameType: order.gameType,
    roundId: order.roundId,
    stake: order.stake,
  };
  const rows = await q.query<{ answer: LedgerAnswer }>('SELECT ledger_post_bet($1::jsonb, $2::jsonb) AS answer', [
    ledgerPayload(ledger),
    JSON.stringify(o),
  ]);
  return ledgerResult(ledger, rows[0]?.answer);
}

export type WinResult = { transactionId: number | null; replayed: boolean };

/**
 * Adds a win to the round's open or settled order and (unless `roundClosed: false`) settles it;
 * `ledger` is the win's posting, null for a lost round (win 0). Null when the round has no open or
 * settled order (nothing written).
 */
export async function postWin(
  q: Queryable,
  ledger: LedgerTransactionInput | null,
  order: RoundKey & { win: number; roundClosed?: boolean; now: Date },
): Promise<WinResult | null> {
  if (!Number.isSafeInteger(order.win) || order.win < 0) throw new Error(`rounds: a win is a non-negative safe integer, got ${order.win}`);
  if ((ledger === null) !== (order.win === 0)) throw new Error('rounds: a positive win needs its posting, a lost round none');
  if (ledger && order.tenantId !== ledger.tenantId) throw new Error('rounds: the order and the posting belong to one brand');
  const o = {
    tenantId: order.tenantId,
    memberId: order.memberId,
    vendorCode: order.vendorCode,
    roundId: order.roundId,
    win: order.win,
    closed: order.roundClosed ?? true,
    now: order.now.toISOString(),
  };
  const rows = await q.query<{ answer: LedgerAnswer | { status: 'unknown_round' } }>(
    'SELECT ledger_post_win($1::jsonb, $2::jsonb) AS answer',
    [ledger ? ledgerPayload(ledger) : null, JSON.stringify(o)],
  );
  const answer = rows[0]?.answer;
  if (answer?.status === 'unknown_round') return null;
  if (!ledger) return { transactionId: null, replayed: false };
  const result = ledgerResult(ledger, answer as LedgerAnswer | undefined);
  return { transactionId: result.transactionId, replayed: result.replayed };
}
