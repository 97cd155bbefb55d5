/**
 * A cashier's decision on a deposit, a withdrawal or a reward application. The wallet's and the
 * promotions' own services decide (the money rules live there): they lock the member row, then the
 * request row, and a request already decided changes nothing, so two staff approving at the same
 * moment pay once. The console runs them inside one transaction with its audit record: the money,
 * the request's new status and the record commit together. Only a decision that changed something
 * is recorded (a second click answers `changed: false` with the request as the first left it).
 */
import type { Tenant } from '../../../tenants/schema';
import type { Db } from '../../db/types';
import { approveRequest, rejectRequest } from '../../promotions/operator';
import { creditDeposit, rejectDeposit } from '../../wallet/deposits';
import { decideWithdrawal } from '../../wallet/withdrawals';
import { recordAudit } from '../audit';
import type { StaffIdentity } from '../permissions';
import { inOneTransaction } from './joined-db';
import type { QueueKind } from './queues';

export type Decision = 'approve' | 'reject';
export type DecisionInput = { kind: QueueKind; id: number; decision: Decision; note: string; amount?: number };
export type DecisionResult = { kind: QueueKind; id: number; changed: boolean; status: string; request: Record<string, unknown> };

/** The name the wallet writes as who decided (`operator:staff:<username>` in the ledger and the request row). */
export const staffOperator = (staff: Pick<StaffIdentity, 'username'>): string => `staff:${staff.username}`;

export async function decide(db: Db, tenant: Tenant, staff: StaffIdentity, input: DecisionInput, now: Date): Promise<DecisionResult> {
  const operator = staffOperator(staff);
  const actor = `operator:${operator}`;
  return inOneTransaction(db, async (tx, joined) => {
    let result: DecisionResult;
    let target: string;
    if (input.kind === 'deposits') {
      const r =
        input.decision === 'approve'
          ? await creditDeposit(joined, tenant, { id: input.id }, actor, now)
          : await rejectDeposit(joined, tenant, input.id, actor, input.note, now);
      result = { kind: input.kind, id: input.id, changed: r.changed, status: r.deposit.status, request: r.deposit };
      target = `deposit:${input.id}`;
    } else if (input.kind === 'withdrawals') {
      const r = await decideWithdrawal(
        joined,
        tenant,
        input.id,
        input.decision === 'approve' ? 'paid' : 'rejected',
        actor,
        input.note,
        now,
      );
      result = { kind: input.kind, id: input.id, changed: r.changed, status: r.withdrawal.status, request: r.withdrawal };
      target = `withdrawal:${input.id}`;
    } else {
      const r =
        input.decision === 'approve'
          ? await approveRequest(joined, tenant.id, input.id, operator, {
              ...(input.amount === undefined ? {} : { amount: input.amount }),
              note: input.note,
              now,
            })
          : await rejectRequest(joined, tenant.id, input.id, operator, { note: input.note, now });
      result = { kind: input.kind, id: input.id, changed: r.changed, status: r.request.status, request: r.request };
      target = `reward:${input.id}`;
    }
    if (result.changed) {
      await recordAudit(tx, {
        staffId: staff.id,
        actor: staff.username,
        tenant: tenant.id,
        action: `cashier.${input.kind === 'deposits' ? 'deposit' : input.kind === 'withdrawals' ? 'withdrawal' : 'reward'}.${input.decision}`,
        target,
        before: { status: 'pending' },
        after: { status: result.status, note: input.note, ...(input.amount === undefined ? {} : { amount: input.amount }) },
      });
    }
    return result;
  });
}
