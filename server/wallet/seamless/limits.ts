/**
 * The one place every seamless bet passes before money moves: the responsible-gambling check
 * (server/rg/checks.ts `checkBet`: exclusion, session time, loss and wager limits). It locks the
 * member row, so parallel bets of one player are checked one after another.
 */
import type { SeamlessLimit } from '../../../src/contracts/seamless';
import type { Queryable } from '../../db/types';
import { checkBet } from '../../rg/checks';

export type BetToCheck = {
  tenantId: string;
  memberId: number;
  vendorCode: string;
  amount: number;
  now: Date;
  defaultRealityCheckMinutes: number | null;
};

export type BetRefusal = { status: 'USER_DISABLED' } | { status: 'LIMIT_REACHED'; limit: SeamlessLimit };

export async function checkBetLimits(tx: Queryable, bet: BetToCheck): Promise<BetRefusal | null> {
  const check = await checkBet(tx, bet.tenantId, bet.memberId, bet.amount, bet.now, bet);
  if (check.ok) return null;
  const { kind, period, left } = check.refusal;
  if (check.status === 'USER_DISABLED' || kind === 'exclusion' || kind === 'deposit') return { status: 'USER_DISABLED' };
  return { status: 'LIMIT_REACHED', limit: { kind, period, left } };
}
