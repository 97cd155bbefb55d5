/**
 * Rows that only matter for a while are deleted once they stop mattering, so the tables (and
 * PGlite's in-process memory) do not grow with traffic: captchas (every image is a row), login
 * failures (a 15-minute window), SMS codes (the per-number hourly limit), used identity tokens and
 * long-expired sessions, and the rate-limit counters whose window is over (limits/counter.ts). It also
 * ends the gateway deposits whose payment was not confirmed in time (wallet/deposit-expiry.ts; also
 * ended when the player's history or the cashier's queue is read). Runs at start and every 10 minutes
 * (plugins/app/housekeeping.ts).
 */
import type { Queryable } from '../db/types';
import { expireOverdueDeposits } from '../wallet/deposit-expiry';
import { LIMITS } from './settings';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export async function purgeExpired(db: Queryable, now: Date): Promise<Record<string, number>> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const steps: [string, string, Date][] = [
    ['captchas', 'DELETE FROM captchas WHERE expires_at < $1 RETURNING 1', now],
    ['login_failures', 'DELETE FROM login_failures WHERE created_at < $1 RETURNING 1', ago(LIMITS.failureWindowMs)],
    ['sms_codes', 'DELETE FROM sms_codes WHERE created_at < $1 AND expires_at < $1 RETURNING 1', ago(HOUR)],
    ['identity_token_uses', 'DELETE FROM identity_token_uses WHERE expires_at < $1 RETURNING 1', now],
    ['sessions', 'DELETE FROM sessions WHERE expires_at < $1 RETURNING 1', ago(DAY)],
    ['rate_limits', 'DELETE FROM rate_limits WHERE reset_at <= $1 RETURNING 1', now],
  ];
  const removed: Record<string, number> = {};
  for (const [table, sql, before] of steps) removed[table] = (await db.query(sql, [before])).length;
  removed.deposits_expired = await expireOverdueDeposits(db, now);
  return removed;
}
