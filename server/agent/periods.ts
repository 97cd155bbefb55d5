/**
 * Calendar periods (UTC, the reference server's calendar): KPI periods (today, this week from
 * Monday, this month) and contract pay periods (salary: a day; hourly: an hour; dividend: half a
 * month, the 1st to the 15th and the 16th to the month's end).
 */
import type { ContractKind } from '../../src/contracts/agent/agent';

export type Period = { from: Date; to: Date };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function dayStart(t: Date): Date {
  return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
}
export function today(now: Date): Period {
  const from = dayStart(now);
  return { from, to: new Date(from.getTime() + DAY) };
}
export function thisWeek(now: Date): Period {
  const d = dayStart(now);
  const from = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
  return { from, to: new Date(from.getTime() + 7 * DAY) };
}
export function thisMonth(now: Date): Period {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { from, to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** The pay period of a contract kind that contains `t`. */
export function payPeriod(kind: ContractKind, t: Date): Period {
  if (kind === 'hourly') {
    const from = new Date(Math.floor(t.getTime() / HOUR) * HOUR);
    return { from, to: new Date(from.getTime() + HOUR) };
  }
  if (kind === 'salary') return today(t);
  const y = t.getUTCFullYear();
  const m = t.getUTCMonth();
  return t.getUTCDate() < 16
    ? { from: new Date(Date.UTC(y, m, 1)), to: new Date(Date.UTC(y, m, 16)) }
    : { from: new Date(Date.UTC(y, m, 16)), to: new Date(Date.UTC(y, m + 1, 1)) };
}

/** Periods a pay run looks back over at most (older unpaid periods are not paid late). */
export const PAY_LOOKBACK: Record<ContractKind, number> = { hourly: 72, salary: 62, dividend: 24 };

/** The ended pay periods of a contract accepted at `since`, oldest first, within the look-back. */
export function endedPeriods(kind: ContractKind, since: Date, now: Date): Period[] {
  const out: Period[] = [];
  let p = payPeriod(kind, since);
  while (p.to.getTime() <= now.getTime()) {
    out.push(p);
    p = payPeriod(kind, p.to);
  }
  return out.slice(-PAY_LOOKBACK[kind]);
}
