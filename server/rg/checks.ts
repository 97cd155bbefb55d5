/**
 * The enforcement points other modules call, each at ONE place: the wallet's deposit calls
 * `checkDeposit`, the seamless wallet's bet entry calls `checkBet`, login/launch/transfer call
 * `assertNotExcluded`, marketing (inbox, popups, promotions) asks `isExcluded`. Call them inside the
 * transaction that then moves the money: they lock the member row so parallel bets of one player
 * are checked one after another and none slips past a limit.
 */
import type { DepositAllowance, LimitPeriod, MoneyLimitKind } from '../../src/contracts/rg/rg';
import { LIMIT_PERIODS } from '../../src/contracts/rg/rg';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { pendingAtSql } from '../wallet/deposit-status';
import { lockMember } from '../wallet/lock';
import { activeExclusion } from './exclusions';
import { windowStart } from './periods';
import { type LiveSession, realityAnswerDue } from './reality';
import { changeRows, ruleOf } from './rules';
import { lossOf, type Usage, usageBetween } from './usage';

export type Refusal = {
  kind: MoneyLimitKind | 'exclusion' | 'session' | 'reality';
  period: LimitPeriod | null;
  left: number;
  endsAt?: string;
};
export type DepositCheck = { ok: true } | { ok: false; code: 'rg.deposit.limit' | 'rg.excluded'; refusal: Refusal };
export type BetCheck = { ok: true } | { ok: false; status: 'LIMIT_REACHED' | 'USER_DISABLED'; refusal: Refusal };

/**
 * Deposit requests still open (the wallet's `deposits` that read pending at `now`: the wallet's own rule,
 * deposit-status.ts): they count, so requests cannot stack past a limit; an ended one (expired,
 * cancelled, rejected) counts no more.
 */
async function openDeposits(tx: Queryable, tenantId: string, memberId: number, from: Date, now: Date): Promise<number> {
  const rows = await tx.query<{ total: string | number | null }>(
    `SELECT SUM(d.amount) AS total FROM deposits d WHERE d.tenant_id = $1 AND d.member_id = $2 AND d.created_at > $3 AND ${pendingAtSql('d', '$4')}`,
    [tenantId, memberId, from, now],
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * What counts against a deposit limit of the window from `from` to `now`: credited deposits (the
 * ledger's, `usage.deposits`) and the requests still open. The check and the cashier's member panel
 * both read it here.
 */
export async function depositLimitUsage(
  db: Queryable,
  tenantId: string,
  memberId: number,
  usage: Pick<Usage, 'deposits'>,
  from: Date,
  now: Date,
): Promise<number> {
  return usage.deposits + (await openDeposits(db, tenantId, memberId, from, now));
}

/** The tightest money limit of `kinds` that `amount` would pass, or null. */
async function firstBreach(
  tx: Queryable,
  tenantId: string,
  memberId: number,
  kinds: readonly MoneyLimitKind[],
  amount: number,
  now: Date,
  rows?: Awaited<ReturnType<typeof changeRows>>,
): Promise<Refusal | null> {
  rows ??= await changeRows(tx, tenantId, memberId);
  let worst: Refusal | null = null;
  for (const period of LIMIT_PERIODS) {
    const limits = kinds.map((kind) => ({ kind, limit: ruleOf(rows, kind, period, now).current })).filter((l) => l.limit !== null);
    if (limits.length === 0) continue;
    const usage = await usageBetween(tx, tenantId, memberId, windowStart(period, now), now);
    for (const { kind, limit } of limits) {
      const used =
        kind === 'deposit'
          ? await depositLimitUsage(tx, tenantId, memberId, usage, windowStart(period, now), now)
          : kind === 'wager'
            ? usage.wagered
            : lossOf(usage);
      const left = Math.max(0, (limit ?? 0) - used);
      if (amount > left && (!worst || left < worst.left)) worst = { kind, period, left };
    }
  }
  return worst;
}

/** A deposit of `amountMinor` now: refused while excluded, or above what a deposit limit leaves. */
export async function checkDeposit(
  tx: Queryable,
  tenantId: string,
  memberId: number,
  amountMinor: number,
  now: Date,
): Promise<DepositCheck> {
  await lockMember(tx, memberId);
  const exclusion = await activeExclusion(tx, tenantId, memberId, now);
  if (exclusion) return { ok: false, code: 'rg.excluded', refusal: { kind: 'exclusion', period: null, left: 0, endsAt: exclusion.endsAt } };
  const breach = await firstBreach(tx, tenantId, memberId, ['deposit'], amountMinor, now);
  return breach ? { ok: false, code: 'rg.deposit.limit', refusal: breach } : { ok: true };
}

/** What a deposit may still be now (read only: the deposit page shows it; `checkDeposit` decides). */
export async function depositAllowance(db: Queryable, tenantId: string, memberId: number, now: Date): Promise<DepositAllowance> {
  if (await activeExclusion(db, tenantId, memberId, now)) return { excluded: true, left: 0, period: null };
  const tightest = await firstBreach(db, tenantId, memberId, ['deposit'], Number.MAX_SAFE_INTEGER, now);
  return { excluded: false, left: tightest?.left ?? null, period: tightest?.period ?? null };
}

/**
 * A stake of `amountMinor` now (any vendor, either wallet model): refused while excluded, past the
 * session time limit, while a reality-check reminder waits for the player's answer, or when losing
 * it would pass a loss limit or staking it a wager limit.
 */
export async function checkBet(
  tx: Queryable,
  tenantId: string,
  memberId: number,
  amountMinor: number,
  now: Date,
  brand: { defaultRealityCheckMinutes: number | null } = { defaultRealityCheckMinutes: null },
): Promise<BetCheck> {
  await lockMember(tx, memberId);
  const exclusion = await activeExclusion(tx, tenantId, memberId, now);
  if (exclusion)
    return { ok: false, status: 'USER_DISABLED', refusal: { kind: 'exclusion', period: null, left: 0, endsAt: exclusion.endsAt } };
  // the player's rules and his live login session, read once for every check below (the hot path of every bet)
  const rows = await changeRows(tx, tenantId, memberId);
  const session = await liveSession(tx, tenantId, memberId, now);
  if (sessionTimeUp(rows, session, now)) return { ok: false, status: 'LIMIT_REACHED', refusal: { kind: 'session', period: null, left: 0 } };
  if (realityAnswerDue(rows, session, brand.defaultRealityCheckMinutes, now)) {
    return { ok: false, status: 'LIMIT_REACHED', refusal: { kind: 'reality', period: null, left: 0 } };
  }
  const breach = await firstBreach(tx, tenantId, memberId, ['loss', 'wager'], amountMinor, now, rows);
  return breach ? { ok: false, status: 'LIMIT_REACHED', refusal: breach } : { ok: true };
}

/** The member's live login session (the newest): when it started and when he last answered a reality check. */
export async function liveSession(db: Queryable, tenantId: string, memberId: number, now: Date): Promise<LiveSession | null> {
  const [row] = await db.query<{ created_at: Date; reality_answered_at: Date | null }>(
    `SELECT created_at, reality_answered_at FROM sessions WHERE tenant_id = $1 AND member_id = $2 AND revoked_at IS NULL AND expires_at > $3
      ORDER BY created_at DESC LIMIT 1`,
    [tenantId, memberId, now],
  );
  return row
    ? { startedAt: new Date(row.created_at), realityAnsweredAt: row.reality_answered_at ? new Date(row.reality_answered_at) : null }
    : null;
}

/** True when the member set a session time limit and his live session has reached it. */
function sessionTimeUp(rows: Awaited<ReturnType<typeof changeRows>>, session: LiveSession | null, now: Date): boolean {
  const limit = ruleOf(rows, 'session', 'session', now).current;
  return limit !== null && session !== null && now.getTime() - session.startedAt.getTime() >= limit * 60_000;
}

/** For marketing (inbox, popups, promotions): send nothing to an excluded member. */
export async function isExcluded(db: Queryable, tenantId: string, memberId: number, now: Date): Promise<boolean> {
  return (await activeExclusion(db, tenantId, memberId, now)) !== null;
}

/** For game launch, transfers to vendor wallets and anything else closed during an exclusion. */
export async function assertNotExcluded(db: Queryable, tenantId: string, memberId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, tenantId, memberId, now);
  if (exclusion) throw new ApiError('rg.excluded', { value: { kind: exclusion.kind, endsAt: exclusion.endsAt } });
}

/** Throws the envelope error for a refused deposit (for HTTP callers of checkDeposit). */
export function depositRefusal(check: DepositCheck): never | void {
  if (check.ok) return;
  throw new ApiError(check.code, { value: { ...check.refusal } });
}
