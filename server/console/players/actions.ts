/**
 * What staff do to a member's account: lock it (the player's login and every session refuse a
 * disabled account; the open sessions are ended too), unlock it, and adjust the balance with a
 * reason (an ADJUST ledger posting through the wallet's `adjustBalance`, never an UPDATE of a
 * balance). Each runs in one transaction with its audit record.
 */
import type { Tenant } from '../../../tenants/schema';
import { revokeMemberSessions } from '../../accounts/sessions';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { adjustBalance } from '../../wallet/adjust';
import { getBalances } from '../../wallet/balances';
import { lockMember } from '../../wallet/lock';
import { recordAudit } from '../audit';
import { staffOperator } from '../cashier/decide';
import { inOneTransaction } from '../cashier/joined-db';
import type { StaffIdentity } from '../permissions';
import { memberOfBrand } from './profile';

export type LockResult = { memberId: number; locked: boolean; changed: boolean };

/** Locks (or unlocks) the account; a reason is recorded in the audit log. Locking ends the open sessions. */
export async function setLocked(
  db: Db,
  tenant: Tenant,
  staff: StaffIdentity,
  memberId: number,
  locked: boolean,
  reason: string,
  now: Date,
): Promise<LockResult> {
  return db.transaction(async (tx) => {
    const m = await memberOfBrand(tx, tenant, memberId);
    await lockMember(tx, m.id);
    const [row] = await tx.query<{ disabled: boolean }>('SELECT disabled FROM members WHERE id = $1', [m.id]);
    if (row?.disabled === locked) return { memberId: m.id, locked, changed: false };
    await tx.query('UPDATE members SET disabled = $2 WHERE id = $1', [m.id, locked]);
    if (locked) await revokeMemberSessions(tx, m.id, 'locked', now);
    await recordAudit(tx, {
      staffId: staff.id,
      actor: staff.username,
      tenant: tenant.id,
      action: locked ? 'players.lock' : 'players.unlock',
      target: `member:${m.id}:${m.username}`,
      before: { locked: !locked },
      after: { locked, reason },
    });
    return { memberId: m.id, locked, changed: true };
  });
}

export type AdjustInput = { amount: number; reason: string; idempotencyKey: string };
export type AdjustResult = { memberId: number; transactionId: number; replayed: boolean; main: number };

/** Credits (positive) or debits (negative) the main wallet; a retry with the same key adjusts once. */
export async function adjustPlayer(
  db: Db,
  tenant: Tenant,
  staff: StaffIdentity,
  memberId: number,
  input: AdjustInput,
  now: Date,
): Promise<AdjustResult> {
  const reason = input.reason.trim();
  if (!reason) throw new ApiError('request.invalid', { message: 'A reason is required: it is written into the ledger' });
  // a refusal (InsufficientFunds, IdempotencyConflict) is the wallet's own ApiError and rolls everything back
  return inOneTransaction(db, async (tx, joined) => {
    const m = await memberOfBrand(tx, tenant, memberId);
    const posted = await adjustBalance(joined, {
      tenantId: tenant.id,
      memberId: m.id,
      amount: input.amount,
      reason,
      operator: staffOperator(staff),
      idempotencyKey: `console-adjust:${input.idempotencyKey}`,
      now,
    });
    const main =
      posted.balances.find((b) => b.kind === 'main' && b.memberId === m.id)?.balance ?? (await getBalances(tx, tenant.id, m.id)).main;
    if (!posted.replayed) {
      await recordAudit(tx, {
        staffId: staff.id,
        actor: staff.username,
        tenant: tenant.id,
        action: 'players.adjust',
        target: `member:${m.id}:${m.username}`,
        before: { main: main - input.amount },
        after: { main, amount: input.amount, reason, transactionId: posted.transactionId },
      });
    }
    return { memberId: m.id, transactionId: posted.transactionId, replayed: posted.replayed, main };
  });
}
