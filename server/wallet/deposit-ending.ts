/**
 * The player cancels a gateway deposit on the gateway (its signed callback): the deposit ends at once
 * as `cancelled`, moving no money, and the gateway's order is closed with it. Expiry: deposit-expiry.ts.
 */
import type { Tenant } from '../../tenants/schema';
import { closeGatewayOrder } from '../gateway/orders';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { expireLockedDeposit } from './deposit-expiry';
import { type DepositDecision, type DepositRow, depositRowById, depositView, isOverdue } from './deposits';
import { lockMember } from './lock';

/**
 * The player cancelled the payment on the gateway: a pending gateway deposit ends as `cancelled`
 * (one already cancelled or expired answers unchanged; one past its expiry ends as expired; a credited
 * or rejected one is refused).
 */
export async function cancelGatewayDeposit(db: Db, tenant: Tenant, reference: string, actor: string, now: Date): Promise<DepositDecision> {
  return db.transaction(async (tx) => {
    const find = "SELECT id::text AS id, member_id FROM deposits WHERE tenant_id = $1 AND reference = $2 AND method = 'gateway'";
    // the lock order (README "Lock order"): the member row, then the deposit
    const [owner] = await tx.query<{ id: string; member_id: number }>(find, [tenant.id, reference]);
    if (!owner) throw new ApiError('wallet.deposit.not.found');
    await lockMember(tx, owner.member_id);
    const row = await depositRowById(tx, owner.id, true);
    if (!row) throw new ApiError('wallet.deposit.not.found');
    if (row.status === 'cancelled' || row.status === 'expired') return { deposit: depositView(row), changed: false };
    if (row.status !== 'pending') throw new ApiError('wallet.request.decided');
    // past its expiry it reads expired already: a late cancel ends it as that, for good
    if (isOverdue(row, now)) return { deposit: depositView(await ended(tx, row)), changed: true };
    await tx.query(`UPDATE deposits SET status = 'cancelled', decided_at = $2, decided_by = $3 WHERE id = $1`, [row.id, now, actor]);
    await closeGatewayOrder(tx, tenant.id, row.reference);
    const after = await depositRowById(tx, row.id);
    if (!after) throw new Error('deposit vanished');
    return { deposit: depositView(after), changed: true };
  });
}

async function ended(tx: Queryable, row: DepositRow): Promise<DepositRow> {
  await expireLockedDeposit(tx, row);
  const after = await depositRowById(tx, row.id);
  if (!after) throw new Error('deposit vanished');
  return after;
}
