/**
 * The development identity provider's phone sign-in: `send` texts a 6-digit code to the number
 * (the dev outbox, like every SMS here) and answers an opaque `sessionInfo`; `verify` trades the
 * code for an id token of channel 'sms' for this brand and the browser's nonce. Codes: hashed,
 * 5 minutes, 5 tries, single use; one per 60 s and 5 per hour per number and brand (checked and
 * claimed in one transaction holding the number's lock: parallel sends from any process send one).
 */
import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '../../../src/contracts/languages';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { withKeyLock } from '../../limits/counter';
import { say } from '../../i18n/strings';
import { writeOutbox } from '../outbox';
import { OUTBOX_TEXTS } from '../outbox-texts';
import { randomDigits, sha256 } from '../secrets';
import { LIMITS } from '../settings';
import { issueDevPhoneToken } from './dev-provider';

type Row = {
  session_hash: string;
  phone: string;
  code_hash: string;
  nonce: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
};

export async function sendDevPhoneCode(
  db: Db,
  a: { tenantId: string; brandName: string; phoneNumber: string; nonce: string; language: LanguageCode; now: Date },
): Promise<{ sessionInfo: string }> {
  const sessionInfo = randomBytes(32).toString('base64url');
  const code = randomDigits(6);
  const sessionHash = sha256(sessionInfo);
  await withKeyLock(db, `dev-idp-sms:${a.tenantId}:${a.phoneNumber}`, async (tx) => {
    const hourAgo = new Date(a.now.getTime() - 3_600_000);
    const recent = await tx.query<{ created_at: Date }>(
      'SELECT created_at FROM dev_idp_phone_codes WHERE tenant_id = $1 AND phone = $2 AND created_at > $3 ORDER BY created_at DESC',
      [a.tenantId, a.phoneNumber, hourAgo],
    );
    const last = recent[0]?.created_at;
    let wait = last ? last.getTime() + LIMITS.smsMinIntervalMs - a.now.getTime() : 0;
    const oldest = recent[LIMITS.smsPerHour - 1]?.created_at;
    if (recent.length >= LIMITS.smsPerHour && oldest) wait = Math.max(wait, oldest.getTime() + 3_600_000 - a.now.getTime());
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new ApiError('sms.rate.limited', {
        message: `Too many codes sent to this number, try again in ${seconds} s`,
        value: { retryAfterSeconds: seconds },
      });
    }
    await tx.query(
      `INSERT INTO dev_idp_phone_codes (session_hash, tenant_id, phone, code_hash, nonce, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        sessionHash,
        a.tenantId,
        a.phoneNumber,
        sha256(`${sessionHash}:${code}`),
        a.nonce,
        a.now,
        new Date(a.now.getTime() + LIMITS.smsTtlMs),
      ],
    );
    await writeOutbox(tx, {
      tenantId: a.tenantId,
      channel: 'sms',
      recipient: a.phoneNumber,
      now: a.now,
      body: say(OUTBOX_TEXTS, a.language, 'devIdpSms', { brand: a.brandName, code, minutes: Math.round(LIMITS.smsTtlMs / 60_000) }),
    });
  });
  return { sessionInfo };
}

/** The id token for a correct code; `sms.code.invalid` / `sms.code.expired` otherwise (a wrong code costs a try). */
export async function verifyDevPhoneCode(
  db: Db,
  secret: string,
  a: { tenantId: string; sessionInfo: string; code: string; now: Date },
): Promise<{ idToken: string; phoneNumber: string }> {
  const sessionHash = sha256(a.sessionInfo);
  const [row] = await db.query<Row>('SELECT * FROM dev_idp_phone_codes WHERE session_hash = $1 AND tenant_id = $2', [
    sessionHash,
    a.tenantId,
  ]);
  if (!row || row.used_at || row.attempts >= LIMITS.smsMaxAttempts) throw new ApiError('sms.code.invalid');
  if (row.expires_at.getTime() <= a.now.getTime()) throw new ApiError('sms.code.expired');
  // the try is counted before the comparison, refused once they are used up (parallel guesses too)
  const tried = await db.query(
    'UPDATE dev_idp_phone_codes SET attempts = attempts + 1 WHERE session_hash = $1 AND attempts < $2 RETURNING 1',
    [sessionHash, LIMITS.smsMaxAttempts],
  );
  if (tried.length === 0 || row.code_hash !== sha256(`${sessionHash}:${a.code}`)) throw new ApiError('sms.code.invalid');
  const used = await db.query(
    'UPDATE dev_idp_phone_codes SET used_at = $2 WHERE session_hash = $1 AND used_at IS NULL RETURNING session_hash',
    [sessionHash, a.now],
  );
  if (used.length === 0) throw new ApiError('sms.code.invalid');
  return {
    idToken: issueDevPhoneToken(secret, { phoneNumber: row.phone, audience: a.tenantId, nonce: row.nonce, now: a.now }),
    phoneNumber: row.phone,
  };
}
