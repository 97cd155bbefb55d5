/** Captchas: generated image, answer stored hashed, single use, expiring. */
import type { CaptchaValue } from '../../src/contracts/account/captcha';
import type { Queryable } from '../db/types';
import { captchaPng, pngDataUrl } from './captcha-image';
import { randomAlnum, randomDigits, sha256 } from './secrets';
import { LIMITS } from './settings';

const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim()}`);

/**
 * For the browser tests' server only (tests/e2e/accounts/support/account-server.ts): it reads the
 * answer a person would read from the image. Never set by the real server.
 */
export const captchaTestObserver: { onCreate: ((id: string, answer: string) => void) | null } = { onCreate: null };

export async function createCaptcha(db: Queryable, tenantId: string, now: Date): Promise<CaptchaValue> {
  const id = randomAlnum(24);
  const answer = randomDigits(LIMITS.captchaLength);
  const expires = new Date(now.getTime() + LIMITS.captchaTtlMs);
  await db.query('INSERT INTO captchas (id, tenant_id, answer_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    id,
    tenantId,
    answerHash(id, answer),
    now,
    expires,
  ]);
  captchaTestObserver.onCreate?.(id, answer);
  return { captchaId: id, image: pngDataUrl(captchaPng(answer)), expirationTime: expires.getTime(), length: LIMITS.captchaLength };
}

/**
 * Uses up the captcha (whether the answer is right or not: one try per image) and says whether
 * the answer was right. Unknown, expired, used or other-brand captchas are wrong.
 */
export async function consumeCaptcha(
  db: Queryable,
  tenantId: string,
  id: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!id || !answer) return false;
  const rows = await db.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = $3 WHERE id = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING answer_hash`,
    [id, tenantId, now],
  );
  const row = rows[0];
  return row !== undefined && row.answer_hash === answerHash(id, answer);
}
