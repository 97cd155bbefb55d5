/**
 * Bounded retries of the two failures PostgreSQL asks the client to retry: serialization failures
 * (40001) and deadlocks (40P01). Every `db.transaction` (both databases, `open.ts`) and every
 * top-level statement runs through it: the failed attempt was rolled back whole, so running it again
 * is safe. The transaction's function may therefore run more than once: keep it to database work.
 * A retried error that still fails after the last attempt is thrown as it was (a 500 as before).
 */
import type { Db, Queryable, SqlParam } from './types';

export const RETRYABLE_CODES: ReadonlySet<string> = new Set(['40001', '40P01']);

export type RetryOptions = {
  /** attempts in all, the first included (default 5) */
  attempts?: number;
  /** the backoff before attempt n+1 is a random time in [0, min(maxDelayMs, baseDelayMs × 2^n)] */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** told of each retry (logs, tests) */
  onRetry?: (error: unknown, attempt: number) => void;
};

export function isRetryable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn`, again after a jittered backoff while it fails with 40001 or 40P01, at most `attempts` times. */
export async function withRetries<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  const base = options.baseDelayMs ?? 5;
  const max = options.maxDelayMs ?? 200;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      options.onRetry?.(error, attempt);
      await sleep(Math.random() * Math.min(max, base * 2 ** attempt));
    }
  }
}

/** The same database with retried transactions and top-level statements (statements inside a transaction are not: its function is). */
export function retrying(db: Db, options: RetryOptions = {}): Db {
  return {
    ...db,
    query: <T extends object>(sql: string, params?: readonly SqlParam[]) => withRetries(() => db.query<T>(sql, params), options),
    exec: (sql: string) => withRetries(() => db.exec(sql), options),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => withRetries(() => db.transaction(fn), options),
    withLock: (key, fn) => db.withLock(key, fn),
    close: () => db.close(),
  };
}
