/**
 * The one way a stake goes back to a player: a refund of a bet order, made once. Every path that
 * gives a stake back calls `refundRound` (a vendor's rollback, the player's or an operator's
 * cancellation, the sweep of stakes left without an outcome). Under the member's row lock and the
 * order's row lock (the money lock order, README.md) it refuses a settled round and whatever was
 * already refunded, posts the refund to the ledger and moves the order: it closes as `cancelled`
 * (or `rolled_back` for a vendor's rollback) once its whole stake went back. Race-safe across
 * processes: the row locks serialise callers, the ledger key is unique per order and bet.
 */
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import type { Queryable } from '../db/types';
import { BET_ORDER_COLUMNS, type BetOrder, type RoundKey, toBetOrder } from './bet-orders';
import { postLedgerTransaction } from './ledger';
import { lockMember } from './lock';

/** Who asks: the vendor (a rollback), the player or an operator (a cancellation), the sweep of unsettled stakes. */
export type RefundCause = 'vendor' | 'player' | 'operator' | 'unsettled';

export type RefundRequest = RoundKey & {
  cause: RefundCause;
  /** a vendor's rollback gives back the one bet it names; the other causes give back what is left of the stake */
  bet?: { transactionId: string; amount: number };
  actor: string;
  reason: string;
  now: Date;
};

export type RefundOutcome =
  | { status: 'refunded'; order: BetOrder; amount: number; transactionId: number | null }
  /** the round has no order (its bet never reached the wallet) */
  | { status: 'unknown' }
  /** the round has an outcome: nothing is given back */
  | { status: 'settled'; order: BetOrder }
  /** the stake (or this bet) already went back */
  | { status: 'refunded_before'; order: BetOrder };

async function lockOrder(tx: Queryable, key: RoundKey): Promise<BetOrder | null> {
  const [row] = await tx.query<Parameters<typeof toBetOrder>[0]>(
    `SELECT ${BET_ORDER_COLUMNS} FROM bet_orders
     WHERE tenant_id = $1 AND vendor_code = $2 AND round_id = $3 AND member_id = $4 FOR UPDATE`,
    [key.tenantId, key.vendorCode, key.roundId, key.memberId],
  );
  return row ? toBetOrder(row) : null;
}

/** Gives a round's stake (or one bet of it) back once. Call inside `db.transaction`. */
export async function refundRound(tx: Queryable, request: RefundRequest): Promise<RefundOutcome> {
  await lockMember(tx, request.memberId);
  const order = await lockOrder(tx, request);
  if (!order) return { status: 'unknown' };
  if (order.status === 'settled') return { status: 'settled', order };
  if (order.status !== 'open') return { status: 'refunded_before', order };
  const left = order.stake - order.refunded;
  const amount = request.bet ? request.bet.amount : left;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > left) return { status: 'refunded_before', order };
  let transactionId: number | null = null;
  if (amount > 0) {
    const posted = await postLedgerTransaction(tx, {
      tenantId: request.tenantId,
      code: request.cause === 'vendor' ? 'ROLLBACK' : 'CANCEL',
      idempotencyKey: `refund:order:${order.id}:${request.bet?.transactionId ?? 'stake'}`,
      actor: request.actor,
      reason: request.reason,
      meta: { orderId: String(order.id), roundId: order.roundId, vendorCode: order.vendorCode, cause: request.cause },
      postings: [
        { account: { memberId: request.memberId, kind: 'main' }, amount },
        { account: { house: HOUSE_ACCOUNTS.games }, amount: -amount },
      ],
      now: request.now,
    });
    transactionId = posted.transactionId;
  }
  const closes = order.refunded + amount >= order.stake;
  const [row] = await tx.query<Parameters<typeof toBetOrder>[0]>(
    `UPDATE bet_orders SET refunded = refunded + $2,
       status = CASE WHEN $3::boolean THEN $4 ELSE status END,
       settled_at = CASE WHEN $3::boolean THEN $5::timestamptz ELSE settled_at END
     WHERE id = $1 AND status = 'open' RETURNING ${BET_ORDER_COLUMNS}`,
    [order.id, amount, closes, request.cause === 'vendor' ? 'rolled_back' : 'cancelled', request.now],
  );
  if (!row) throw new Error(`refunds: order ${order.id} changed under its lock`);
  return { status: 'refunded', order: toBetOrder(row), amount, transactionId };
}
