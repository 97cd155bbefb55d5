/**
 * Brute-force guard. Failures are counted per account and per address in a 15-minute window:
 * from the brand's `login.captchaAfterFailures` on, a captcha is required (always with CAPTCHA3).
 * Lockout is not a denial of service: 10 failures from one **address** lock that address (for every
 * account); 10 failures on one **account** (from anywhere) do not shut its owner out, they require
 * a second factor (an SMS code to the account's mobile, purpose `unlock`) on top of the password.
 * These rows are written on purpose when a login fails (that is their job).
 *
 * Parallel attempts: an attempt's row is written *before* its
 * password is checked (`reserveAttempt`), and the state it is judged by counts every other row,
 * in-flight attempts included. Of attempts sent at once, the k-th to be written sees at least k-1
 * others, so no more than the threshold are checked before the captcha or the lock applies, however
 * many processes serve them. An attempt refused before its check gives its row back
 * (`releaseAttempt`); a failed one keeps it as its failure; a success clears the account's rows.
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
    `SELECT created_at FROM login_failures WHERE ${where} ORDER BY created_at DESC, id DESC OFFSET ${LIMITS.lockAfterFailures - 1} LIMIT 1`,
    args,
  );
  const from = recent[0]?.created_at ?? now;
  return Math.max(1, Math.ceil((from.getTime() + LIMITS.lockMs - now.getTime()) / 1000));
}

/**
 * The guard's state from the failures in the window; `except`: the id of the attempt being judged
 * (its own reserved row is not counted against it; every other row is, in-flight ones included).
 */
export async function guardState(
  db: Queryable,
  q: { tenantId: string; accountKey: string; address: string; captchaAfter: number; captchaAlways: boolean; now: Date; except?: number },
): Promise<GuardState> {
  const since = new Date(q.now.getTime() - LIMITS.failureWindowMs);
  const except = q.except ?? 0;
  const rows = await db.query<{ by_account: number; by_address: number }>(
    `SELECT count(*) FILTER (WHERE account_key = $2)::int AS by_account,
            count(*) FILTER (WHERE address = $3)::int AS by_address
       FROM login_failures WHERE tenant_id = $1 AND created_at > $4 AND (account_key = $2 OR address = $3) AND id <> $5`,
    [q.tenantId, q.accountKey, q.address, since, except],
  );
  const byAccount = rows[0]?.by_account ?? 0;
  const byAddress = rows[0]?.by_address ?? 0;
  const accountLocked = byAccount >= LIMITS.lockAfterFailures;
  return {
    captchaRequired: q.captchaAlways || byAccount >= q.captchaAfter || byAddress >= q.captchaAfter,
    addressLockedForSeconds:
      byAddress >= LIMITS.lockAfterFailures
        ? await lockLeft(db, 'tenant_id = $1 AND address = $2 AND id <> $3', [q.tenantId, q.address, except], q.now)
        : 0,
    accountLocked,
    accountLockedForSeconds: accountLocked
      ? await lockLeft(db, 'tenant_id = $1 AND account_key = $2 AND id <> $3', [q.tenantId, q.accountKey, except], q.now)
      : 0,
  };
}

type Attempt = { tenantId: string; accountKey: string; address: string; now: Date };

/** Writes the attempt's row before its check (committed at once: other attempts count it); returns its id. */
export async function reserveAttempt(db: Queryable, f: Attempt): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO login_failures (tenant_id, account_key, address, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [f.tenantId, f.accountKey, f.address, f.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('login_failures: no id returned');
  return id;
}

/** The attempt was refused before its check (or was not a failure): its row goes. */
export async function releaseAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE id = $1', [id]);
}

/**
 * The attempt failed: its reserved row stays as the failure. Written again if it is gone (a success
 * of the same account cleared it meanwhile), so a failure is never lost.
 */
export async function keepFailure(db: Queryable, id: number, f: Attempt): Promise<void> {
  const kept = await db.query('SELECT 1 FROM login_failures WHERE id = $1', [id]);
  if (kept.length === 0) await reserveAttempt(db, f);
}

export async function clearFailures(db: Queryable, tenantId: string, accountKey: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE tenant_id = $1 AND account_key = $2', [tenantId, accountKey]);
}
