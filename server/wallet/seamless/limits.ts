/**
 * The one place every seamless bet passes before money moves: the responsible-gambling check
 * (server/rg/checks.ts `checkBet`: exclusion, session time, loss and wager limits). It locks the
 * member row, so parallel bets of one player are checked one after another.
 */
import type { Queryable } from '../../db/types';
import { checkBet } from '../../rg/checks';

export type BetToCheck = { tenantId: string; memberId: number; vendorCode: string; amount: number; now: Date };

export async function checkBetLimits(tx: Queryable, bet: BetToCheck): Promise<'LIMIT_REACHED' | 'USER_DISABLED' | null> {
  const check = await checkBet(tx, bet.tenantId, bet.memberId, bet.amount, bet.now);
  return check.ok ? null : check.status;
}
