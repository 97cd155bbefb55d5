/**
 * A player's figures from the ledger and betting records, never from stored totals: deposits
 * (DEPOSIT postings), turnover (stakes net of rollbacks and cancellations, the same rule as the
 * responsible-gambling usage) and rounds played (betting records that were not rolled back).
 */
import type { Queryable } from '../db/types';
import { type Usage, usageBetween, usageOfMembers } from '../rg/usage';

const EPOCH = new Date(0);

export type Figures = { deposits: number; turnover: number };

/** Lifetime figures up to `now`. */
export async function lifetimeFigures(db: Queryable, tenantId: string, memberId: number, now: Date): Promise<Figures> {
  return figuresOf(await usageBetween(db, tenantId, memberId, EPOCH, now));
}

/** Lifetime figures of many players in one query (a pay run's scan). */
export async function lifetimeFiguresOf(
  db: Queryable,
  tenantId: string,
  memberIds: readonly number[],
  now: Date,
): Promise<Map<number, Figures>> {
  const usage = await usageOfMembers(db, tenantId, memberIds, EPOCH, now);
  return new Map([...usage].map(([id, u]) => [id, figuresOf(u)]));
}

const figuresOf = (u: Usage): Figures => ({ deposits: u.deposits, turnover: u.wagered });

/** Deposits, turnover and rounds in [from, to). */
export async function figuresBetween(
  db: Queryable,
  tenantId: string,
  memberId: number,
  from: Date,
  to: Date,
): Promise<Figures & { rounds: number }> {
  // usageBetween counts (from, to]; a millisecond back makes it [from, to)
  const u = await usageBetween(db, tenantId, memberId, new Date(from.getTime() - 1), new Date(to.getTime() - 1));
  const [row] = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM bet_orders
      WHERE tenant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4 AND status IN ('open', 'settled')`,
    [tenantId, memberId, from, to],
  );
  return { deposits: u.deposits, turnover: u.wagered, rounds: Number(row?.n ?? 0) };
}
