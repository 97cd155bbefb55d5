/**
 * Brute-force guard. Failures are counted per account and per address in a 15-minute window:
 * from the brand's `login.captchaAfterFailures` on, a captcha is required (always with CAPTCHA3);
 * at 10 failures for an account it is locked until the window moves on.
 * These rows are written on purpose when a login fails (that is their job).
 */
import type { Queryable } from '../db/types';
import { LIMITS } from './settings';

export type GuardState = { captchaRequired: boolean; lockedForSeconds: number };

export async function guardState(
  db: Queryable,
  q: { tenantId: string; accountKey: string; address: string; captchaAfter: number; captchaAlways: boolean; now: Date },
): Promise<GuardState> {
  const since = new Date(q.now.getTime() - LIMITS.failureWindowMs);
  const rows = await db.query<{ by_account: number; by_address: number }>(
    `SELECT count(*) FILTER (WHERE account_key = $2)::int AS by_account,
            count(*) FILTER (WHERE address = $3)::int AS by_address
       FROM login_failures WHERE tenant_id = $1 AND created_at > $4 AND (account_key = $2 OR address = $3)`,
    [q.tenantId, q.accountKey, q.address, since],
  );
  const byAccount = rows[0]?.by_account ?? 0;
  const byAddress = rows[0]?.by_address ?? 0;
  let lockedForSeconds = 0;
  if (byAccount >= LIMITS.lockAfterFailures) {
    const recent = await db.query<{ created_at: Date }>(
      `SELECT created_at FROM login_failures WHERE tenant_id = $1 AND account_key = $2
         ORDER BY created_at DESC OFFSET $3 LIMIT 1`,
      [q.tenantId, q.accountKey, LIMITS.lockAfterFailures - 1],
    );
    const from = recent[0]?.created_at ?? q.now;
    lockedForSeconds = Math.max(1, Math.ceil((from.getTime() + LIMITS.lockMs - q.now.getTime()) / 1000));
  }
  return {
    captchaRequired: q.captchaAlways || byAccount >= q.captchaAfter || byAddress >= q.captchaAfter,
    lockedForSeconds,
  };
}

export async function recordFailure(db: Queryable, f: { tenantId: string; accountKey: string; address: string; now: Date }): Promise<void> {
  await db.query('INSERT INTO login_failures (tenant_id, account_key, address, created_at) VALUES ($1, $2, $3, $4)', [
    f.tenantId, f.accountKey, f.address, f.now,
  ]);
}

export async function clearFailures(db: Queryable, tenantId: string, accountKey: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE tenant_id = $1 AND account_key = $2', [tenantId, accountKey]);
}
