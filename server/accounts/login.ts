/** Login by username + password, by mobile + SMS code, and by identity-provider token. */
import type * as v from 'valibot';
import type { FirebaseLoginSchema, LoginValue, SmsLoginSchema, UsernameLoginSchema } from '../../src/contracts/account/session';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { requireFlags } from './brand';
import { consumeCaptcha } from './captchas';
import type { AccountContext } from './context';
import { featureOff } from './errors';
import { clearFailures, type GuardState, guardState, keepFailure, releaseAttempt, reserveAttempt } from './login-guard';
import { type MemberRow, memberByLoginName, memberByMobile } from './members';
import { provePhone } from './phone-proof';
import { verifyPassword } from './secrets';
import { startSession } from './sessions';
import { checkSmsCode, markSmsCodeUsed, mobileKey } from './sms';
import { socialMember } from './social';

type Guarded = { accountKey: string; captcha?: string | undefined; captchaId?: string | undefined };

/**
 * `value.blocked`: `address` when the caller's IP address is blocked (the spec's "IP blocked"),
 * `account` when the account is locked and its owner may pass the SMS second factor.
 */
function locked(seconds: number, secondFactor: boolean): ApiError {
  const minutes = Math.ceil(seconds / 60);
  return new ApiError('login.locked', {
    message: `Too many failed attempts: try again in ${minutes} minute(s)`,
    value: {
      captcha: true,
      retryAfterSeconds: seconds,
      ...(secondFactor ? { blocked: 'account', secondFactor: 'sms' } : { blocked: 'address' }),
    },
  });
}

type FailCode = 'login.password.invalid' | 'sms.code.invalid' | 'sms.code.expired';
type Fail = (code: FailCode) => Promise<never>;

/**
 * Runs a credential check under the guard (login-guard.ts). The attempt is counted before the check
 * (so parallel attempts see each other); a locked address is refused, a captcha is asked for when
 * due; a locked account goes on (its owner may pass the SMS second factor). `check` calls `fail` for
 * a wrong credential (the attempt stays counted); any other refusal or a success gives the count back
 * (a success then clears the account's failures).
 */
async function guarded<T>(ctx: AccountContext, g: Guarded, check: (state: GuardState, fail: Fail) => Promise<T>): Promise<T> {
  const { tenant, flags } = ctx.brand;
  const base = { tenantId: tenant.id, accountKey: g.accountKey, address: ctx.address, now: ctx.now };
  const stateNow = (except?: number) =>
    guardState(ctx.db, {
      ...base,
      captchaAfter: tenant.login.captchaAfterFailures,
      captchaAlways: flags.CAPTCHA3,
      ...(except ? { except } : {}),
    });
  const attempt = await reserveAttempt(ctx.db, base);
  let failed = false;
  const fail: Fail = async (code) => {
    failed = true;
    await keepFailure(ctx.db, attempt, base);
    const after = await stateNow();
    if (after.addressLockedForSeconds > 0) throw locked(after.addressLockedForSeconds, false);
    if (after.accountLocked) throw locked(after.accountLockedForSeconds, true);
    throw new ApiError(code, { value: after.captchaRequired ? { captcha: true } : null });
  };
  try {
    const state = await stateNow(attempt);
    if (state.addressLockedForSeconds > 0) throw locked(state.addressLockedForSeconds, false);
    if (state.captchaRequired) {
      if (!g.captcha || !g.captchaId) throw new ApiError('login.captcha.required', { value: { captcha: true } });
      if (!(await consumeCaptcha(ctx.db, tenant.id, g.captchaId, g.captcha, ctx.now))) {
        throw new ApiError('login.captcha.invalid', { value: { captcha: true } });
      }
    }
    const value = await check(state, fail);
    await clearFailures(ctx.db, tenant.id, g.accountKey);
    return value;
  } catch (error) {
    if (!failed) await releaseAttempt(ctx.db, attempt);
    throw error;
  }
}

/** Refuses accounts this client does not serve (spec §6), then starts the session. */
export async function finishLogin(
  ctx: AccountContext,
  member: MemberRow,
  extra: Partial<LoginValue> = {},
  inTransaction?: (tx: Queryable) => Promise<void>,
): Promise<LoginValue> {
  if (member.disabled) throw new ApiError('login.account.disabled');
  if (member.account_kind === 'staff') throw new ApiError('login.nonmember');
  if (member.account_kind === 'agent') throw new ApiError('login.agent.only');
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
  return guarded(ctx, { accountKey, captcha: req.captcha, captchaId: req.captchaId }, async (state, fail) => {
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
        unlockCode = await checkSmsCode(ctx.db, {
          tenantId: tenant.id,
          mobile,
          purpose: 'unlock',
          code: req.verificationCode,
          now: ctx.now,
        });
      } catch (error) {
        if (error instanceof ApiError && (error.code === 'sms.code.invalid' || error.code === 'sms.code.expired')) return fail(error.code);
        throw error;
      }
    }
    const codeId = unlockCode;
    return finishLogin(
      ctx,
      member,
      temp ? { temporaryPassword: true } : {},
      codeId === null ? undefined : (tx) => markSmsCodeUsed(tx, codeId, ctx.now),
    );
  });
}

export async function loginBySms(ctx: AccountContext, req: v.InferOutput<typeof SmsLoginSchema>): Promise<LoginValue> {
  const { tenant } = ctx.brand;
  const mobile = mobileKey(req.countryDialingCode, req.mobileNum);
  const accountKey = `m:${mobile}`;
  return guarded(ctx, { accountKey, captcha: req.captcha, captchaId: req.captchaId }, async (_state, fail) => {
    const member = await memberByMobile(ctx.db, tenant.merchantCode, req.countryDialingCode, req.mobileNum);
    let codeId: number;
    try {
      codeId = await checkSmsCode(ctx.db, { tenantId: tenant.id, mobile, purpose: 'login', code: req.verificationCode, now: ctx.now });
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'sms.code.invalid' || error.code === 'sms.code.expired')) return fail(error.code);
      throw error;
    }
    if (!member) throw new ApiError('member.not.found');
    return finishLogin(ctx, member, {}, (tx) => markSmsCodeUsed(tx, codeId, ctx.now));
  });
}

export async function loginByIdentity(ctx: AccountContext, req: v.InferOutput<typeof FirebaseLoginSchema>): Promise<LoginValue> {
  if (req.firebaseChannel === 'sms') return loginByIdentityPhone(ctx, req);
  const member = await socialMember(ctx, req.firebaseChannel, req.firebaseIdToken, req.firebaseNonce);
  return finishLogin(ctx, member);
}

/** Login type firebase, channel sms: the identity provider verified the number (firebaseMobileNo + countryDialingCode). */
async function loginByIdentityPhone(ctx: AccountContext, req: v.InferOutput<typeof FirebaseLoginSchema>): Promise<LoginValue> {
  requireFlags(ctx.brand, 'Mobile code login', 'MOBLOGIN3');
  if (ctx.brand.tenant.login.smsVerification !== 'identity')
    throw featureOff('Phone sign-in through the identity provider (login.smsVerification)');
  const { firebaseMobileNo: mobileNum, countryDialingCode } = req;
  if (!mobileNum || !countryDialingCode)
    throw new ApiError('request.invalid', { message: 'firebaseMobileNo and countryDialingCode are required with firebaseChannel sms' });
  const proof = await provePhone(ctx, {
    purpose: 'login',
    countryDialingCode,
    mobileNum,
    firebase: { idToken: req.firebaseIdToken, nonce: req.firebaseNonce },
    refusal: 'login.identity.invalid',
  });
  const member = await memberByMobile(ctx.db, ctx.brand.tenant.merchantCode, countryDialingCode, mobileNum);
  if (!member) throw new ApiError('member.not.found');
  return finishLogin(ctx, member, {}, proof.spend);
}
