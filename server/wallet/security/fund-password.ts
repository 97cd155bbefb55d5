/**
 * The withdrawal (fund) password: six digits, scrypt-hashed in member_security; five wrong tries
 * lock it for 15 minutes. Set (with the login password), change (with the old one), reset (with a
 * code sent by SMS or e-mail through the outbox).
 */
import {
  ChangeFundPasswordSchema,
  ResetFundPasswordSchema,
  SendFundPasswordCodeSchema,
  SetFundPasswordSchema,
} from '../../../src/contracts/wallet/security';
import { writeOutbox } from '../../accounts/outbox';
import { OUTBOX_TEXTS } from '../../accounts/outbox-texts';
import { say } from '../../i18n/strings';
import { hashPassword, randomDigits, sha256, verifyPassword } from '../../accounts/secrets';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { withKeyLock } from '../../limits/counter';
import type { WalletContext } from '../context';
import { parseWallet } from '../input';

export const FUND_PASSWORD_MAX_FAILURES = 5;
export const FUND_PASSWORD_LOCK_MS = 15 * 60_000;
export const SECURITY_CODE_TTL_MS = 10 * 60_000;
export const SECURITY_CODE_GAP_MS = 60_000;

type SecurityRow = { fund_password_hash: string | null; fund_password_failures: number; fund_password_locked_until: Date | null };

export async function ensureSecurityRow(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query('INSERT INTO member_security (member_id, updated_at) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING', [memberId, now]);
}

async function securityRow(db: Queryable, memberId: number): Promise<SecurityRow | undefined> {
  return (
    await db.query<SecurityRow>(
      'SELECT fund_password_hash, fund_password_failures, fund_password_locked_until FROM member_security WHERE member_id = $1',
      [memberId],
    )
  )[0];
}

export async function hasFundPassword(db: Queryable, memberId: number): Promise<boolean> {
  return Boolean((await securityRow(db, memberId))?.fund_password_hash);
}

/** Throws unless `password` is the member's withdrawal password; counts and locks wrong tries. */
export async function checkFundPassword(db: Queryable, memberId: number, password: string, now: Date): Promise<void> {
  const row = await securityRow(db, memberId);
  if (!row?.fund_password_hash) throw new ApiError('wallet.fund.password.not.set');
  const lockedUntil = row.fund_password_locked_until ? new Date(row.fund_password_locked_until).getTime() : 0;
  if (lockedUntil > now.getTime()) {
    throw new ApiError('wallet.fund.password.locked', { value: { retryAfterSeconds: Math.ceil((lockedUntil - now.getTime()) / 1000) } });
  }
  if (await verifyPassword(password, row.fund_password_hash)) {
    if (row.fund_password_failures > 0)
      await db.query('UPDATE member_security SET fund_password_failures = 0, fund_password_locked_until = NULL WHERE member_id = $1', [
        memberId,
      ]);
    return;
  }
  const failures = row.fund_password_failures + 1;
  const lock = failures >= FUND_PASSWORD_MAX_FAILURES ? new Date(now.getTime() + FUND_PASSWORD_LOCK_MS) : null;
  await db.query(
    'UPDATE member_security SET fund_password_failures = $2, fund_password_locked_until = $3, updated_at = $4 WHERE member_id = $1',
    [memberId, lock ? 0 : failures, lock, now],
  );
  throw new ApiError('wallet.fund.password.invalid', { value: { triesLeft: lock ? 0 : FUND_PASSWORD_MAX_FAILURES - failures } });
}

async function storeFundPassword(db: Queryable, memberId: number, password: string, now: Date): Promise<void> {
  await ensureSecurityRow(db, memberId, now);
  await db.query(
    'UPDATE member_security SET fund_password_hash = $2, fund_password_failures = 0, fund_password_locked_until = NULL, updated_at = $3 WHERE member_id = $1',
    [memberId, await hashPassword(password), now],
  );
}

export async function checkLoginPassword(ctx: WalletContext, password: string): Promise<void> {
  if (!(await verifyPassword(password, ctx.member.password_hash))) throw new ApiError('wallet.login.password.invalid');
}

export async function setFundPassword(ctx: WalletContext, body: unknown): Promise<void> {
  const input = parseWallet(SetFundPasswordSchema, body);
  if (await hasFundPassword(ctx.db, ctx.member.id)) throw new ApiError('wallet.fund.password.already.set');
  await checkLoginPassword(ctx, input.loginPassword);
  await storeFundPassword(ctx.db, ctx.member.id, input.password, ctx.now);
}

export async function changeFundPassword(ctx: WalletContext, body: unknown): Promise<void> {
  const input = parseWallet(ChangeFundPasswordSchema, body);
  await checkFundPassword(ctx.db, ctx.member.id, input.oldPassword, ctx.now);
  await storeFundPassword(ctx.db, ctx.member.id, input.newPassword, ctx.now);
}

function recipientOf(ctx: WalletContext, channel: 'sms' | 'email'): string {
  const m = ctx.member;
  const to = channel === 'sms' ? (m.mobile_num ? `${m.country_dialing_code ?? ''}${m.mobile_num}` : null) : m.email;
  if (!to) throw new ApiError('wallet.security.contact.missing');
  return to;
}

/** Sends a six-digit code (10 minutes) to the member's mobile or e-mail; one per minute. */
export async function sendFundPasswordCode(ctx: WalletContext, body: unknown): Promise<{ expiresAt: number; recipient: string }> {
  const { channel } = parseWallet(SendFundPasswordCodeSchema, body);
  const recipient = recipientOf(ctx, channel);
  const code = randomDigits(6);
  const expires = new Date(ctx.now.getTime() + SECURITY_CODE_TTL_MS);
  // the one-a-minute check and the new code in one transaction holding the member's lock (parallel sends: one code)
  await withKeyLock(ctx.db, `security-code:${ctx.member.id}`, async (tx) => {
    const [last] = await tx.query<{ created_at: Date }>(
      'SELECT created_at FROM security_codes WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [ctx.member.id],
    );
    const wait = last ? new Date(last.created_at).getTime() + SECURITY_CODE_GAP_MS - ctx.now.getTime() : 0;
    if (wait > 0) throw new ApiError('wallet.security.rate.limited', { value: { retryAfterSeconds: Math.ceil(wait / 1000) } });
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO security_codes (member_id, purpose, channel, code_hash, created_at, expires_at) VALUES ($1, 'fund-password-reset', $2, '', $3, $4) RETURNING id`,
      [ctx.member.id, channel, ctx.now, expires],
    );
    await tx.query('UPDATE security_codes SET code_hash = $2 WHERE id = $1', [row?.id ?? 0, sha256(`${row?.id}:${code}`)]);
    await writeOutbox(tx, {
      tenantId: ctx.brand.tenant.id,
      channel,
      recipient,
      subject: channel === 'email' ? say(OUTBOX_TEXTS, ctx.language, 'fundResetSubject', { brand: ctx.brand.tenant.brandName }) : '',
      body: say(OUTBOX_TEXTS, ctx.language, 'fundResetBody', {
        brand: ctx.brand.tenant.brandName,
        code,
        minutes: Math.round(SECURITY_CODE_TTL_MS / 60_000),
      }),
      now: ctx.now,
    });
  });
  const masked = channel === 'sms' ? `****${recipient.slice(-4)}` : recipient.replace(/^(.).*(@.*)$/, '$1***$2');
  return { expiresAt: expires.getTime(), recipient: masked };
}

export async function resetFundPassword(ctx: WalletContext, body: unknown): Promise<void> {
  const input = parseWallet(ResetFundPasswordSchema, body);
  const [row] = await ctx.db.query<{
    id: number;
    code_hash: string;
    expires_at: Date;
    used_at: Date | null;
    attempts: number;
    channel: string;
  }>(
    `SELECT id, code_hash, expires_at, used_at, attempts, channel FROM security_codes WHERE member_id = $1 AND purpose = 'fund-password-reset' ORDER BY id DESC LIMIT 1`,
    [ctx.member.id],
  );
  if (!row || row.used_at || row.channel !== input.channel || row.attempts >= 5) throw new ApiError('wallet.security.code.invalid');
  if (new Date(row.expires_at).getTime() <= ctx.now.getTime()) throw new ApiError('wallet.security.code.expired');
  // the try is counted before the comparison, refused once the 5 are used up (parallel guesses too)
  const tried = await ctx.db.query('UPDATE security_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < 5 RETURNING id', [
    row.id,
  ]);
  if (tried.length === 0 || row.code_hash !== sha256(`${row.id}:${input.code}`)) throw new ApiError('wallet.security.code.invalid');
  await ctx.db.transaction(async (tx) => {
    const used = await tx.query('UPDATE security_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, ctx.now]);
    if (used.length === 0) throw new ApiError('wallet.security.code.invalid');
    await storeFundPassword(tx, ctx.member.id, input.newPassword, ctx.now);
  });
}
