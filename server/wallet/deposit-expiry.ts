/**
 * A gateway deposit whose payment is never confirmed ends, so it stops waiting in the history, the
 * cashier's queue and the player's deposit limits: it expires at its `expires_at` (set when it is
 * asked for, `config.gatewayDepositExpiryMs` later; the player may also cancel it, deposit-ending.ts).
 * Ending moves no money; the gateway's order is closed with it, so the gateway takes no payment for
 * it afterwards. A payment confirmed after the end is refused (`wallet.request.decided`;
 * docs/decisions.md, "Wallet screens").
 */
import type { Queryable } from '../db/types';
import { closeGatewayOrder } from '../gateway/orders';

export const EXPIRY_ACTOR = 'system:expiry';

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
    `UPDATE deposits SET status = 'expired', decided_at = $1, decided_by = '${EXPIRY_ACTOR}'
     WHERE id IN (SELECT id FROM deposits WHERE status = 'pending' AND expires_at <= $1
       AND ($2::text IS NULL OR tenant_id = $2) AND ($3::int IS NULL OR member_id = $3) ORDER BY id FOR UPDATE SKIP LOCKED)
     RETURNING tenant_id, reference`,
    [now, scope.tenantId ?? null, scope.memberId ?? null],
  );
  for (const d of ended) await closeGatewayOrder(db, d.tenant_id, d.reference);
  return ended.length;
}
