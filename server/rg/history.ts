/**
 * History of play per period (the last 7 days, 8 weeks or 12 months, rolling from now): deposits,
 * withdrawals, stakes, net result from the ledger, and time logged in from the login sessions.
 */
import type { History, HistoryRow, LimitPeriod } from '../../src/contracts/rg/rg';
import type { Queryable } from '../db/types';
import { buckets } from './periods';
import { usageBetween } from './usage';

const COUNT: Record<LimitPeriod, number> = { day: 7, week: 8, month: 12 };

type SessionSpan = { created_at: Date; end_at: Date };

/** Minutes of [from, to) covered by the member's login sessions (a session ends at logout, revocation or expiry). */
export function minutesCovered(spans: readonly SessionSpan[], from: Date, to: Date): number {
  let ms = 0;
  for (const s of spans) {
    const start = Math.max(s.created_at.getTime(), from.getTime());
    const end = Math.min(s.end_at.getTime(), to.getTime());
    if (end > start) ms += end - start;
  }
  return Math.floor(ms / 60_000);
}

export async function historyOf(db: Queryable, tenantId: string, memberId: number, period: LimitPeriod, now: Date): Promise<History> {
  const ranges = buckets(period, now, COUNT[period]);
  const oldest = ranges.at(-1)?.from ?? now;
  const spans = await db.query<SessionSpan>(
    `SELECT created_at, LEAST(COALESCE(revoked_at, expires_at), expires_at, $3::timestamptz) AS end_at
       FROM sessions WHERE tenant_id = $1 AND member_id = $2 AND created_at < $3 AND COALESCE(revoked_at, expires_at) > $4`,
    [tenantId, memberId, now, oldest],
  );
  const rows: HistoryRow[] = [];
  for (const { from, to } of ranges) {
    const u = await usageBetween(db, tenantId, memberId, from, to);
    rows.push({ from: from.toISOString(), to: to.toISOString(), ...u, minutesPlayed: minutesCovered(spans, from, to) });
  }
  return { period, rows };
}
