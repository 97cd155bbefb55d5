/**
 * How a deposit reads at a moment, without writing: a pending gateway deposit past its `expires_at`
 * reads as `expired` (decided at its expiry, by the expiry) before the housekeeping sweep or a late
 * callback ends it for good, and reads the same after (the sweep writes the same three fields:
 * deposit-expiry.ts). Every read that lists or counts deposits goes through these expressions, so
 * the player's history, the cashier's queue and its counts and the operator API agree; the deposit
 * limit counts the same open requests through `pendingAtSql` (server/rg/checks.ts).
 */
export const EXPIRY_ACTOR = 'system:expiry';

/** True for a pending deposit past its expiry at `now` (an SQL parameter such as `$3`). */
export const overdueSql = (alias: string, now: string): string =>
  `(${alias}.status = 'pending' AND ${alias}.expires_at IS NOT NULL AND ${alias}.expires_at <= ${now}::timestamptz)`;

/** True for a deposit that reads pending at `now` (the same test as `depositStatusSql(...) = 'pending'`, in a form an index on `status` serves). */
export const pendingAtSql = (alias: string, now: string): string =>
  `(${alias}.status = 'pending' AND (${alias}.expires_at IS NULL OR ${alias}.expires_at > ${now}::timestamptz))`;

/** The status the deposit reads as at `now`. */
export const depositStatusSql = (alias: string, now: string): string =>
  `(CASE WHEN ${overdueSql(alias, now)} THEN 'expired' ELSE ${alias}.status END)`;

/** When it was decided as it reads at `now` (an overdue one: at its expiry). */
export const decidedAtSql = (alias: string, now: string): string =>
  `(CASE WHEN ${overdueSql(alias, now)} THEN ${alias}.expires_at ELSE ${alias}.decided_at END)`;

/** Who decided it as it reads at `now`. */
export const decidedBySql = (alias: string, now: string): string =>
  `(CASE WHEN ${overdueSql(alias, now)} THEN '${EXPIRY_ACTOR}' ELSE ${alias}.decided_by END)`;
