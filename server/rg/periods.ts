/**
 * Limit windows are rolling: "day" is the last 24 hours, "week" the last 7 days, "month" the last
 * 30 days, counted back from the moment of the deposit or bet (no midnight reset to game).
 */
import type { LimitPeriod } from '../../src/contracts/rg/rg';

const HOUR = 3_600_000;
export const PERIOD_MS: Record<LimitPeriod, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };

export const windowStart = (period: LimitPeriod, now: Date): Date => new Date(now.getTime() - PERIOD_MS[period]);

/** History buckets: the last `count` periods, newest first, each [from, to). */
export function buckets(period: LimitPeriod, now: Date, count: number): { from: Date; to: Date }[] {
  return Array.from({ length: count }, (_, i) => ({
    from: new Date(now.getTime() - (i + 1) * PERIOD_MS[period]),
    to: new Date(now.getTime() - i * PERIOD_MS[period]),
  }));
}
