/**
 * The send-code call: flag per purpose, human verification (captcha), number checks, rate limit per
 * number (and per address on the route). Unknown numbers get the same answer as known ones.
 * The send slot is claimed atomically: the limit is read again and the code issued
 * in one transaction holding the number's lock, so parallel sends from any process issue one code.
 */
import * as v from 'valibot';
import { SmsSendRequestSchema } from '../../src/contracts/account/sms';
import { mobileNumRule } from '../../src/contracts/validation/rules';
import { ApiError } from '../http/api-error';
import { withKeyLock } from '../limits/counter';
import { requireFlags } from './brand';
import { consumeCaptcha } from './captchas';
import type { AccountContext } from './context';
import { invalidInput } from './errors';
import { memberByMobile } from './members';
import { checkSmsRate, issueSmsCode, mobileKey } from './sms';

/** `unlock` needs no flag: it is the way back in for the owner of a locked account. */
const PURPOSE_FLAG = { register: 'REGMOBVERF3', login: 'MOBLOGIN3', reset: 'CHNGPASSVERIF3', unlock: null } as const;

export async function sendSmsCode(ctx: AccountContext, body: unknown): Promise<{ expirationTime: number }> {
  const { tenant } = ctx.brand;
  const parsed = v.safeParse(SmsSendRequestSchema, body);
  if (!parsed.success) throw invalidInput(parsed.issues);
  const r = parsed.output;
  const flag = PURPOSE_FLAG[r.purpose];
  if (flag) requireFlags(ctx.brand, 'SMS verification', flag);
  const min = v.safeParse(mobileNumRule(tenant.register.mobileNum.minLength || 1), r.mobileNum);
  if (!min.success)
    throw invalidInput(
      min.issues.map((i) => ({ ...i, path: [{ type: 'object', origin: 'value', input: r, key: 'mobileNum', value: r.mobileNum }] })),
    );
  if (!tenant.login.countryDialingCodes.includes(r.countryDialingCode)) {
    throw new ApiError('request.invalid', {
      message: `countryDialingCode: not offered on this site (${tenant.login.countryDialingCodes.join(', ')})`,
    });
  }
  const mobile = mobileKey(r.countryDialingCode, r.mobileNum);
  // a first look, so a number at its limit does not use up the captcha; the claim below decides
  await checkSmsRate(ctx.db, tenant.id, mobile, ctx.now);
  const { captchaId, captcha } = r.humanVerification;
  if (!(await consumeCaptcha(ctx.db, tenant.id, captchaId, captcha, ctx.now))) {
    throw new ApiError('captcha.invalid', { value: { captcha: true } });
  }
  const member = await memberByMobile(ctx.db, tenant.merchantCode, r.countryDialingCode, r.mobileNum);
  if (r.purpose === 'register' && member) throw new ApiError('register.mobile.exists');
  // login and reset answer the same for numbers nobody registered (no probing): a code is stored,
  // so the per-number limits count alike, but no SMS is sent and no code can match it
  const silent = r.purpose !== 'register' && !member;
  const expirationTime = await withKeyLock(ctx.db, `sms:${tenant.id}:${mobile}`, async (tx) => {
    await checkSmsRate(tx, tenant.id, mobile, ctx.now);
    return issueSmsCode(tx, {
      tenantId: tenant.id,
      mobile,
      purpose: r.purpose,
      brandName: tenant.brandName,
      language: ctx.language,
      now: ctx.now,
      silent,
    });
  });
  return { expirationTime };
}
