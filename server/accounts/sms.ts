/**
 * SMS codes: 6 digits to the outbox, hashed, 5-minute expiry, single use, at most 5 tries, and at
 * most one per 60 s and 5 per hour per number.
 */
import type { SmsPurpose } from '../../src/contracts/account/sms';
import type { LanguageCode } from '../../src/contracts/languages';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { say } from '../i18n/strings';
import { OUTBOX_TEXTS } from './outbox-texts';
import { writeOutbox } from './outbox';
import { randomDigits, sha256 } from './secrets';
import { LIMITS } from './settings';

export const mobileKey = (dialing: string, mobile: string) => `${dialing}${mobile}`;
const codeHash = (id: number, code: string) => sha256(`${id}:${code}`);

type CodeRow = { id: number; code_hash: string; expires_at: Date; used_at: Date | null; attempts: number; created_at: Date };

/** Throws `sms.rate.limited` (value.retryAfterSeconds) when the number had a code too recently. */
export async function checkSmsRate(db: Queryable, tenantId: string, mobile: string, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const rows = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM sms_codes WHERE tenant_id = $1 AND mobile = $2 AND created_at > $3 ORDER BY created_at DESC',
    [tenantId, mobile, hourAgo],
  );
  const last = rows[0]?.created_at;
  let wait = 0;
  if (last && now.getTime() - last.getTime() < LIMITS.smsMinIntervalMs) wait = last.getTime() + LIMITS.smsMinIntervalMs - now.getTime();
  const oldest = rows[LIMITS.smsPerHour - 1]?.created_at;
  if (rows.length >= LIMITS.smsPerHour && oldest) wait = Math.max(wait, oldest.getTime() + 3_600_000 - now.getTime());
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new ApiError('sms.rate.limited', {
      message: `Too many codes sent to this number, try again in ${seconds} s`,
      value: { retryAfterSeconds: seconds },
    });
  }
}

/** Stores a new code and writes the SMS in the request's language; returns the expiry (epoch ms). */
export async function issueSmsCode(
  db: Queryable,
  a: { tenantId: string; mobile: string; purpose: SmsPurpose; brandName: string; language: LanguageCode; now: Date; silent?: boolean },
): Promise<number> {
  const code = randomDigits(6);
  const expires = new Date(a.now.getTime() + LIMITS.smsTtlMs);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO sms_codes (tenant_id, mobile, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, '', $4, $5) RETURNING id`,
    [a.tenantId, a.mobile, a.purpose, a.now, expires],
  );
  const id = rows[0]?.id ?? 0;
  // silent (a number nobody registered): a hash no code can match, and no SMS
  await db.query('UPDATE sms_codes SET code_hash = $2 WHERE id = $1', [id, a.silent ? `none:${randomDigits(32)}` : codeHash(id, code)]);
  if (a.silent) return expires.getTime();
  const minutes = Math.round(LIMITS.smsTtlMs / 60000);
  await writeOutbox(db, {
    tenantId: a.tenantId,
    channel: 'sms',
    recipient: a.mobile,
    body: say(OUTBOX_TEXTS, a.language, 'smsCode', { brand: a.brandName, code, minutes }),
    now: a.now,
  });
  return expires.getTime();
}

/**
 * Checks the latest code for the number and purpose. Every check counts a try *before* the code is
 * compared (one atomic update that refuses once the tries are used up), so parallel guesses from any
 * process get no more than `smsMaxAttempts` comparisons; kept even though the call fails. Returns
 * the code's id for `markSmsCodeUsed` inside the call's transaction.
 */
export async function checkSmsCode(
  db: Queryable,
  a: { tenantId: string; mobile: string; purpose: SmsPurpose; code: string; now: Date },
): Promise<number> {
  const rows = await db.query<CodeRow>(
    'SELECT * FROM sms_codes WHERE tenant_id = $1 AND mobile = $2 AND purpose = $3 ORDER BY id DESC LIMIT 1',
    [a.tenantId, a.mobile, a.purpose],
  );
  const row = rows[0];
  if (!row || row.used_at || row.attempts >= LIMITS.smsMaxAttempts) throw new ApiError('sms.code.invalid');
  if (row.expires_at.getTime() <= a.now.getTime()) throw new ApiError('sms.code.expired');
  const tried = await db.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING id', [
    row.id,
    LIMITS.smsMaxAttempts,
  ]);
  if (tried.length === 0 || row.code_hash !== codeHash(row.id, a.code.trim())) throw new ApiError('sms.code.invalid');
  return row.id;
}

/** Marks the code used; false when another request used it first. */
export async function markSmsCodeUsed(db: Queryable, id: number, now: Date): Promise<void> {
  const rows = await db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, now]);
  if (rows.length === 0) throw new ApiError('sms.code.invalid');
}
