/**
 * The work of a forgot-password-by-e-mail request, done the same way whether or not username and
 * e-mail matched (the answer time told a match apart). Both paths make and hash a
 * temporary password and run the same two statements in one transaction; without a match they touch
 * no row (no member has id 0, the e-mail insert selects nothing), so nothing is written.
 */
import { say } from '../i18n/strings';
import type { AccountContext } from './context';
import { setTemporaryPassword } from './members';
import { OUTBOX_TEXTS } from './outbox-texts';
import { hashPassword, temporaryPassword } from './secrets';
import { LIMITS } from './settings';

/** Who gets the e-mail; null when the pair did not match. */
export type TemporaryPasswordMail = { memberId: number; username: string; recipient: string };

/** No member has this id (identity columns start at 1). */
const NO_MEMBER = 0;

/** The e-mail in the request's language. */
function mailText(ctx: AccountContext, mail: TemporaryPasswordMail | null, temp: string) {
  const hours = Math.round(LIMITS.temporaryPasswordTtlMs / 3_600_000);
  const brand = ctx.brand.tenant.brandName;
  return {
    subject: say(OUTBOX_TEXTS, ctx.language, 'tempPasswordSubject', { brand }),
    body: say(OUTBOX_TEXTS, ctx.language, 'tempPasswordBody', { username: mail?.username ?? '', password: temp, hours }),
  };
}

export async function issueTemporaryPassword(ctx: AccountContext, mail: TemporaryPasswordMail | null): Promise<void> {
  const temp = temporaryPassword();
  const hash = await hashPassword(temp);
  const expires = new Date(ctx.now.getTime() + LIMITS.temporaryPasswordTtlMs);
  const text = mailText(ctx, mail, temp);
  await ctx.db.transaction(async (tx) => {
    await setTemporaryPassword(tx, mail?.memberId ?? NO_MEMBER, hash, expires);
    await tx.query(
      `INSERT INTO outbox (tenant_id, channel, recipient, subject, body, created_at)
       SELECT $1::text, 'email', $2::text, $3::text, $4::text, $5::timestamptz WHERE $6::boolean`,
      [ctx.brand.tenant.id, mail?.recipient ?? '', text.subject, text.body, ctx.now, mail !== null],
    );
  });
}
