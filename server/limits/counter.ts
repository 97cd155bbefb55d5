/**
 * Shared counters for limits: one row in `rate_limits` per limit and key, counted
 * by one atomic upsert, so parallel requests and every server process on the database count together
 * (the embedded PGlite default is one process: the same table, no extra server). A fixed window per
 * key: the first hit sets `reset_at = now + window`, later hits add one until then, the first hit
 * after it starts again at 1. Time is the caller's `now` (the injectable clock). Expired rows go in
 * the housekeeping run (`purgeRateLimits`).
 */
import type { Queryable } from '../db/types';

export type Hit = {
  /** hits in this window, this one included */
  count: number;
  /** when the window ends (the count starts again after it) */
  resetAt: Date;
};

/** Counts one hit on `key` and returns the new count: the count is reserved before the caller acts. */
export async function hit(db: Queryable, key: string, windowMs: number, now: Date): Promise<Hit> {
  const rows = await db.query<{ count: number; reset_at: Date }>(
    `INSERT INTO rate_limits AS r (key, count, reset_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.count + 1 END,
       reset_at = CASE WHEN r.reset_at <= $2 THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING count, reset_at`,
    [key, now, new Date(now.getTime() + windowMs)],
  );
  const row = rows[0];
  return row ? { count: row.count, resetAt: row.reset_at } : { count: 1, resetAt: new Date(now.getTime() + windowMs) };
}

/** The current count of `key` without counting (0 when none or the window is over). */
export async function peek(db: Queryable, key: string, now: Date): Promise<Hit | null> {
  const rows = await db.query<{ count: number; reset_at: Date }>(
    'SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2',
    [key, now],
  );
  const row = rows[0];
  return row ? { count: row.count, resetAt: row.reset_at } : null;
}

/** Gives back one hit of the same window (the action it reserved did not happen). */
export async function release(db: Queryable, key: string, held: Hit): Promise<void> {
  await db.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND reset_at = $2 AND count > 0', [key, held.resetAt]);
}

/** Deletes the counters whose window is over; returns how many. */
export async function purgeRateLimits(db: Queryable, now: Date): Promise<number> {
  return (await db.query('DELETE FROM rate_limits WHERE reset_at <= $1 RETURNING 1', [now])).length;
}

/**
 * Runs `fn` in one transaction holding a lock on `key` (a transaction-level advisory lock, in its own
 * key space: two 32-bit keys never meet the 64-bit ones of `Db.withLock`). Requests for the same key
 * run one after the other across processes, so a check and the write that follows it are one step.
 */
export async function withKeyLock<T>(
  db: { transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> },
  key: string,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [KEY_LOCK_SPACE, key]);
    return fn(tx);
  });
}

/** The first of the two 32-bit advisory lock keys used by `withKeyLock` (arbitrary, fixed). */
const KEY_LOCK_SPACE = 26_004;
