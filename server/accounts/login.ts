/** Login by username + password, by mobile + SMS code, and by identity-provider token. */
import type * as v from 'valibot';
import type { FirebaseLoginSchema, LoginValue, SmsLoginSchema, UsernameLoginSchema } from '../../src/contracts/account/session';
import type { Queryable } from '../db/types';
import { requireFlags } from './brand';
import { consumeCaptcha } from './captchas';
import type { AccountContext } from './context';
import { AccountError, featureOff } from './errors';
import { clearFailures, guardState, recordFailure } from './login-guard';
import { type MemberRow, memberByLoginName, memberByMobile } from './members';
import { provePhone } from './phone-proof';
import { verifyPassword } from './secrets';
import { startSession } from './sessions';
import { checkSmsCode, markSmsCodeUsed, mobileKey } from './sms';
import { socialMember } from './social';

type Guarded = { accountKey: string; captcha?: string | undefined; captchaId?: string | undefined };

function locked(seconds: number, secondFactor: boolean): AccountError {
  const minutes = Math.ceil(seconds / 60);
  return new AccountError('login.locked', `Too many failed attempts: try again in ${minutes} minute(s)`, {
    captcha: true,
    retryAfterSeconds: seconds,
    ...(secondFactor ? { secondFactor: 'sms' } : {}),
  });
}

/**
 * Runs the guard before a credential check: a locked address is refused; a locked account goes on
 * (its owner may pass the SMS second factor). Returns the state and a recorder for the failure.
 */
async function guard(ctx: AccountContext, g: Guarded) {
  const { tenant, flags } = ctx.brand;
  const base = { tenantId: tenant.id, accountKey: g.accountKey, address: ctx.address };
  const stateNow = () => guardState(ctx.db, { ...base, captchaAfter: tenant.login.captchaAfterFailures, captchaAlways: flags.CAPTCHA3, now: ctx.now });
  const state = await stateNow();
  if (state.addressLockedForSeconds > 0) throw locked(state.addressLockedForSeconds, false);
  if (state.captchaRequired) {
    if (!g.captcha || !g.captchaId) throw new AccountError('login.captcha.required', undefined, { captcha: true });
    if (!(await consumeCaptcha(ctx.db, tenant.id, g.captchaId, g.captcha, ctx.now))) {
      throw new AccountError('login.captcha.invalid', undefined, { captcha: true });
    }
  }
  const fail = async (code: 'login.password.invalid' | 'sms.code.invalid' | 'sms.code.expired'): Promise<never> => {
    await recordFailure(ctx.db, { ...base, now: ctx.now });
    const after = await stateNow();
    if (after.addressLockedForSeconds > 0) throw locked(after.addressLockedForSeconds, false);
    if (after.accountLocked) throw locked(after.accountLockedForSeconds, true);
    throw new AccountError(code, undefined, after.captchaRequired ? { captcha: true } : null);
  };
  return { state, fail };
}

/** Refuses accounts this client does not serve (spec §6), then starts the session. */
export async function finishLogin(
  ctx: AccountContext,
  member: MemberRow,
  extra: Partial<LoginValue> = {},
  inTransaction?: (tx: Queryable) => Promise<void>,
): Promise<LoginValue> {
  if (member.disabled) throw new AccountError('login.account.disabled');
  if (member.account_kind === 'staff') throw new AccountError('login.nonmember');
  if (member.account_kind === 'agent') throw new AccountError('login.agent.only');
  const firstTimeLogin = member.last_login_at === null;
  const token = await ctx.db.transaction(async (tx) => {
    await inTransaction?.(tx);
    return startSession(tx, member, ctx.now);
  });
  return { token, userName: member.username, type: member.member_type, firstTimeLogin, ...extra };
}

export async function loginByUsername(ctx: AccountContext, req: v.InferOutput<typeof UsernameLoginSchema>): Promise<LoginValue> {
  const { tenant } = ctx.brand;
  const accountKey = `u:${req.username.toLowerCase()}`;
  const { state, fail } = await guard(ctx, { accountKey, captcha: req.captcha, captchaId: req.captchaId });
  const member = await memberByLoginName(ctx.db, tenant.merchantCode, req.username);
  const good = await verifyPassword(req.password, member?.password_hash);
  const temp =
    !good && member?.temp_password_hash && member.temp_password_expires_at && member.temp_password_expires_at > ctx.now
      ? await verifyPassword(req.password, member.temp_password_hash)
      : false;
  if (!member || (!good && !temp)) return fail('login.password.invalid');
  // a locked account: the right password is not enough, its owner adds the SMS code sent to its mobile
  let unlockCode: number | null = null;
  if (state.accountLocked) {
    if (!req.verificationCode || !member.mobile_num || !member.country_dialing_code) throw locked(state.accountLockedForSeconds, true);
    const mobile = mobileKey(member.country_dialing_code, member.mobile_num);
    try {
      unlockCode = await checkSmsCode(ctx.db, { tenantId: tenant.id, mobile, purpose: 'unlock', code: req.verificationCode, now: ctx.now });
    } catch (error) {
      if (error instanceof AccountError && (error.code === 'sms.code.invalid' || error.code === 'sms.code.expired')) return fail(error.code);
      throw error;
    }
  }
  const codeId = unlockCode;
  const value = await finishLogin(ctx, member, temp ? { temporaryPassword: true } : {}, codeId === null ? undefined : (tx) => markSmsCodeUsed(tx, codeId, ctx.now));
  await clearFailures(ctx.db, tenant.id, accountKey);
  return value;
}

export async function loginBySms(ctx: AccountContext, req: v.InferOutput<typeof SmsLoginSchema>): Promise<LoginValue> {
  const { tenant } = ctx.brand;
  const mobile = mobileKey(req.countryDialingCode, req.mobileNum);
  const accountKey = `m:${mobile}`;
  const { fail } = await guard(ctx, { accountKey, captcha: req.captcha, captchaId: req.captchaId });
  const member = await memberByMobile(ctx.db, tenant.merchantCode, req.countryDialingCode, req.mobileNum);
  let codeId: number;
  try {
    codeId = await checkSmsCode(ctx.db, { tenantId: tenant.id, mobile, purpose: 'login', code: req.verificationCode, now: ctx.now });
  } catch (error) {
    if (error instanceof AccountError && (error.code === 'sms.code.invalid' || error.code === 'sms.code.expired')) return fail(error.code);
    throw error;
  }
  if (!member) throw new AccountError('member.not.found');
  const value = await finishLogin(ctx, member, {}, (tx) => markSmsCodeUsed(tx, codeId, ctx.now));
  await clearFailures(ctx.db, tenant.id, accountKey);
  return value;
}

export async function loginByIdentity(ctx: AccountContext, req: v.InferOutput<typeof FirebaseLoginSchema>): Promise<LoginValue> {
  if (req.firebaseChannel === 'sms') return loginByIdentityPhone(ctx, req);
  const member = await socialMember(ctx, req.firebaseChannel, req.firebaseIdToken, req.firebaseNonce);
  return finishLogin(ctx, member);
}

/** Login type firebase, channel sms: the identity provider verified the number (firebaseMobileNo + countryDialingCode). */
async function loginByIdentityPhone(ctx: AccountContext, req: v.InferOutput<typeof FirebaseLoginSchema>): Promise<LoginValue> {
  requireFlags(ctx.brand, 'Mobile code login', 'MOBLOGIN3');
  if (ctx.brand.tenant.login.smsVerification !== 'identity') throw featureOff('Phone sign-in through the identity provider (login.smsVerification)');
  const { firebaseMobileNo: mobileNum, countryDialingCode } = req;
  if (!mobileNum || !countryDialingCode) throw new AccountError('request.invalid', 'firebaseMobileNo and countryDialingCode are required with firebaseChannel sms');
  const proof = await provePhone(ctx, {
    purpose: 'login', countryDialingCode, mobileNum, firebase: { idToken: req.firebaseIdToken, nonce: req.firebaseNonce }, refusal: 'login.identity.invalid',
  });
  const member = await memberByMobile(ctx.db, ctx.brand.tenant.merchantCode, countryDialingCode, mobileNum);
  if (!member) throw new AccountError('member.not.found');
  return finishLogin(ctx, member, {}, proof.spend);
}
