/**
 * Registration by username or mobile number, validated with the shared schema built from the
 * brand's field config and flags. Members, session, SMS code use and outbox: one transaction.
 */
import * as v from 'valibot';
import { ACCOUNT_MODULE_IDS } from '../../src/contracts/account/calls';
import type { LoginValue } from '../../src/contracts/account/session';
import { type RegisterMethod, registrationPlan, registrationSchema } from '../../src/contracts/validation/registration';
import { attachDownline } from '../agent/tree';
import { ApiError } from '../http/api-error';
import { say } from '../i18n/strings';
import { requireFlags } from './brand';
import { consumeCaptcha } from './captchas';
import type { AccountContext } from './context';
import { invalidInput } from './errors';
import { agentByAffiliateCode, emailTaken, insertMember, memberByMobile, memberByUsername, uniqueViolation } from './members';
import { writeOutbox } from './outbox';
import { OUTBOX_TEXTS } from './outbox-texts';
import { provePhone } from './phone-proof';
import { hashPassword, randomDigits, temporaryPassword } from './secrets';
import { startSession } from './sessions';
import { mobileKey } from './sms';

const PROFILE_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'paymentPassword'] as const;

export async function register(ctx: AccountContext, method: RegisterMethod, payload: unknown, registerUrl: string): Promise<LoginValue> {
  const { tenant, flags } = ctx.brand;
  requireFlags(ctx.brand, 'Registration', 'REG3', method === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3');
  const plan = registrationPlan(tenant.register, flags, method);
  const parsed = v.safeParse(registrationSchema(plan, { age: tenant.age, now: ctx.now }), payload);
  if (!parsed.success) throw invalidInput(parsed.issues);
  const r = parsed.output;
  const moduleId = method === 'username' ? ACCOUNT_MODULE_IDS.registerUsername : ACCOUNT_MODULE_IDS.registerMobile;
  if (r.moduleId !== moduleId)
    throw new ApiError('request.invalid', {
      message: `moduleId: this route takes ${moduleId}`,
      value: { fields: { moduleId: { id: 'field.type', params: {} } } },
    });
  const merchant = tenant.merchantCode;
  const dialing = r.countryDialingCode ?? '';
  const mobile = r.mobileNum ?? '';

  if (plan.captcha && !(await consumeCaptcha(ctx.db, tenant.id, r.captchaId, r.captcha, ctx.now))) {
    throw new ApiError('captcha.invalid', { value: { captcha: true } });
  }
  if (r.username && (await memberByUsername(ctx.db, merchant, r.username))) throw new ApiError('register.username.exists');
  if (mobile && (await memberByMobile(ctx.db, merchant, dialing, mobile))) throw new ApiError('register.mobile.exists');
  if (r.email && (await emailTaken(ctx.db, merchant, r.email))) throw new ApiError('register.email.exists');
  let referrerId: number | null = null;
  let agentId: number | null = null;
  if (r.affiliateCode) {
    const agent = await agentByAffiliateCode(ctx.db, merchant, r.affiliateCode);
    if (!agent) throw new ApiError('register.invitation.invalid', { value: { field: 'affiliateCode' } });
    referrerId = agent.id;
    agentId = agent.id;
  }
  if (r.recommenderId) {
    const recommender = await memberByUsername(ctx.db, merchant, r.recommenderId);
    if (!recommender) throw new ApiError('register.referrer.invalid', { value: { field: 'recommenderId' } });
    referrerId ??= recommender.id;
  }
  // the server's SMS code, or the identity provider's token for the number (firebaseChannel sms)
  const proof = flags.REGMOBVERF3
    ? await provePhone(ctx, {
        purpose: 'register',
        countryDialingCode: dialing,
        mobileNum: mobile,
        code: r.verificationCode,
        firebase: r.firebaseChannel === 'sms' && r.firebaseIdToken ? { idToken: r.firebaseIdToken, nonce: r.firebaseNonce } : undefined,
      })
    : null;

  const generated = r.password ? null : temporaryPassword();
  const passwordHash = await hashPassword(r.password ?? generated ?? '');
  const username = r.username || (await freeMobileUsername(ctx));
  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) if (r[f]) profile[f] = r[f] ?? '';

  try {
    // member, session, the code's use and the password SMS commit together, or none of them do
    return await ctx.db.transaction(async (tx) => {
      const member = await insertMember(tx, {
        tenantId: tenant.id,
        merchantCode: merchant,
        username,
        passwordHash,
        countryDialingCode: dialing,
        mobileNum: mobile,
        email: r.email,
        nickname: r.nickname,
        payeeName: r.payeeName,
        birthday: r.birthday,
        profile,
        referrerId,
        registerMethod: r.registerMethod,
        registerUrl: registerUrl || r.registerUrl,
        now: ctx.now,
      });
      // the agent's affiliate code makes the new member its downline (server/agent/README.md)
      if (agentId !== null) await attachDownline(tx, tenant.id, member.id, agentId, ctx.now);
      if (proof) await proof.spend(tx);
      if (generated) {
        await writeOutbox(tx, {
          tenantId: tenant.id,
          channel: 'sms',
          recipient: mobileKey(dialing, mobile),
          now: ctx.now,
          body: say(OUTBOX_TEXTS, ctx.language, 'welcome', { brand: tenant.brandName, username, password: generated }),
        });
      }
      const token = await startSession(tx, member, ctx.now);
      return { token, userName: member.username, type: member.member_type, firstTimeLogin: true };
    });
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === null) throw error;
    if (index.includes('mobile')) throw new ApiError('register.mobile.exists');
    if (index.includes('email')) throw new ApiError('register.email.exists');
    throw new ApiError('register.username.exists');
  }
}

/** Mobile sign-ups get a generated username (they log in by mobile number or SMS code). */
async function freeMobileUsername(ctx: AccountContext): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const name = `m${randomDigits(9)}`;
    if (!(await memberByUsername(ctx.db, ctx.brand.tenant.merchantCode, name))) return name;
  }
  throw new Error('could not find a free username');
}
