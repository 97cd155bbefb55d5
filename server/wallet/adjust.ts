/** Operator balance adjustment: an ADJUST transaction against house:adjust, never an UPDATE of a balance. */
import { randomUUID } from 'node:crypto';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import type { Db } from '../db/types';
import { type PostResult, postLedgerTransaction } from './ledger';
import { lockMember } from './lock';

export type AdjustInput = {
  tenantId: string;
  memberId: number;
  /** signed minor units: positive credits the main wallet, negative debits it */
  amount: number;
  reason: string;
  operator: string;
  idempotencyKey?: string;
  now?: Date;
};

export async function adjustBalance(db: Db, input: AdjustInput): Promise<PostResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0)
    throw new Error('adjust: the amount must be a non-zero whole number of minor units');
  if (!input.reason.trim()) throw new Error('adjust: a reason is required');
  return db.transaction(async (tx) => {
    await lockMember(tx, input.memberId);
    return postLedgerTransaction(tx, {
      tenantId: input.tenantId,
      code: 'ADJUST',
      idempotencyKey: input.idempotencyKey ?? `adjust:${randomUUID()}`,
      actor: `operator:${input.operator}`,
      reason: input.reason.trim(),
      now: input.now,
      postings: [
        { account: { memberId: input.memberId, kind: 'main' }, amount: input.amount },
        { account: { house: HOUSE_ACCOUNTS.adjust }, amount: -input.amount },
      ],
    });
  });
}
