/**
 * The one place every seamless bet passes before money moves. Responsible-gambling limits
 * (deposit, loss, wager, session) are a later issue: they plug in here and answer 'LIMIT_REACHED'.
 * Today no limit is configured, so every bet may proceed.
 */
import type { Queryable } from '../../db/types';

export type BetCheck = { tenantId: string; memberId: number; vendorCode: string; amount: number; now: Date };

export async function checkBetLimits(_tx: Queryable, _bet: BetCheck): Promise<'LIMIT_REACHED' | null> {
  return null;
}
