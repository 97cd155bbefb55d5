/**
 * Brute-force guard. Failures are counted per account and per address in a 15-minute window:
 * from the brand's `login.captchaAfterFailures` on, a captcha is required (always with CAPTCHA3).
 * Lockout is not a denial of service: 10 failures from one **address** lock that address (for every
 * account); 10 failures on one **account** (from anywhere) do not shut its owner out, they require
 * a second factor (an SMS code to the account's mobile, purpose `unlock`) on top of the password.
 * These rows are written on purpose when a login fails (that is their job).
 */
import type { Queryable, SqlParam } from '../db/types';
import { LIMITS } from './settings';

export type GuardState = {
  captchaRequired: boolean;
  /** seconds until this address may try again (0: not locked) */
  addressLockedForSeconds: number;
  /** the account had too many failures: its owner needs the SMS second factor */
  accountLocked: boolean;
  /** seconds until the account's lock ends by itself */
  accountLockedForSeconds: number;
};

async function lockLeft(db: Queryable, where: string, args: readonly SqlParam[], now: Date): Promise<number> {
  const recent = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_failures WHERE ${where} ORDER BY created_at DESC OFFSET ${LIMITS.lockAfterFailures - 1} LIMIT 1`,
    args,
  );
  const from = recent[0]?.created_at ?? now;
  return Math.max(1, Math.ceil((from.getTime() + LIMITS.lockMs - now.getTime()) / 1000));
}

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
  const accountLocked = byAccount >= LIMITS.lockAfterFailures;
  return {
    captchaRequired: q.captchaAlways || byAccount >= q.captchaAfter || byAddress >= q.captchaAfter,
    addressLockedForSeconds:
      byAddress >= LIMITS.lockAfterFailures ? await lockLeft(db, 'tenant_id = $1 AND address = $2', [q.tenantId, q.address], q.now) : 0,
    accountLocked,
    accountLockedForSeconds: accountLocked ? await lockLeft(db, 'tenant_id = $1 AND account_key = $2', [q.tenantId, q.accountKey], q.now) : 0,
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
