/**
 * A gateway deposit whose payment is never confirmed ends, so it stops waiting in the history, the
 * cashier's queue and the player's deposit limits: it expires at its `expires_at` (set when it is
 * asked for, `config.gatewayDepositExpiryMs` later; the player may also cancel it, deposit-ending.ts).
 * Reads never write: past its expiry a pending deposit reads expired at once (deposit-status.ts);
 * the housekeeping sweep and a late callback end it for good here, writing what the reads already
 * showed (decided at its expiry, by the expiry). Ending moves no money; the gateway's order is closed
 * with it (it already took no payment past the same time). A payment confirmed after the end is
 * refused and recorded for the cashier (gateway-callback.ts, late-payments.ts).
 */
import type { Queryable } from '../db/types';
import { closeGatewayOrder } from '../gateway/orders';
import { EXPIRY_ACTOR } from './deposit-status';

/**
 * Ends the pending deposits overdue at `now` (of one brand or one member, or all): status `expired`.
 * A deposit another transaction holds (being credited) is skipped; its own outcome stands.
 */
export async function expireOverdueDeposits(
  db: Queryable,
  now: Date,
  scope: { tenantId?: string; memberId?: number } = {},
): Promise<number> {
  const ended = await db.query<{ tenant_id: string; reference: string }>(
    `UPDATE deposits SET status = 'expired', decided_at = expires_at, decided_by = '${EXPIRY_ACTOR}'
     WHERE id IN (SELECT id FROM deposits WHERE status = 'pending' AND expires_at <= $1
       AND ($2::text IS NULL OR tenant_id = $2) AND ($3::int IS NULL OR member_id = $3) ORDER BY id FOR UPDATE SKIP LOCKED)
     RETURNING tenant_id, reference`,
    [now, scope.tenantId ?? null, scope.memberId ?? null],
  );
  for (const d of ended) await closeGatewayOrder(db, d.tenant_id, d.reference);
  return ended.length;
}

/** Ends one overdue deposit the caller has locked (a late callback): as the sweep would. */
export async function expireLockedDeposit(tx: Queryable, row: { id: string; tenant_id: string; reference: string }): Promise<void> {
  await tx.query(`UPDATE deposits SET status = 'expired', decided_at = expires_at, decided_by = '${EXPIRY_ACTOR}' WHERE id = $1`, [row.id]);
  await closeGatewayOrder(tx, row.tenant_id, row.reference);
}
