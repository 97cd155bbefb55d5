/** POST /wps/sms/send: a 6-digit code to the number (dev outbox); value.expirationTime in ms. */
import * as v from 'valibot';
import { captchaIdRule, captchaRule, countryDialingCodeRule, loginMobileNumRule } from '../validation/rules';

/** `unlock`: the owner's second factor while the account is locked by failed logins (login.locked, value.secondFactor 'sms'). */
export const SMS_PURPOSES = ['register', 'login', 'reset', 'unlock'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Human verification before a code is sent: a solved captcha from GET /wps/captcha. */
export const HumanVerificationSchema = v.object({ captchaId: captchaIdRule, captcha: captchaRule });

/**
 * The module id of each purpose (spec §7: REGMOBVERF3 for registration). The platform's body has no
 * `purpose`: the server derives it from `moduleId` (a `purpose` field is still read when sent).
 */
export const SMS_MODULE_IDS = {
  register: 'REGMOBVERF3',
  login: 'MOBLOGIN3',
  reset: 'CHNGPASSVERIF3',
  unlock: 'LOGINUNLOCK3',
} as const satisfies Record<SmsPurpose, string>;
const PURPOSE_OF_MODULE = Object.fromEntries(Object.entries(SMS_MODULE_IDS).map(([p, m]) => [m, p])) as Record<string, SmsPurpose>;
const SMS_MODULE_ID_VALUES = Object.values(SMS_MODULE_IDS) as [string, ...string[]];

export const SmsSendRequestSchema = v.pipe(
  v.object({
    /** `mobileNo` is the registration form's name for the same field (spec §7) */
    mobileNum: v.optional(loginMobileNumRule),
    mobileNo: v.optional(loginMobileNumRule),
    countryDialingCode: countryDialingCodeRule,
    purpose: v.optional(v.picklist(SMS_PURPOSES)),
    humanVerification: HumanVerificationSchema,
    moduleId: v.optional(v.picklist(SMS_MODULE_ID_VALUES)),
  }),
  v.check((r) => Boolean(r.mobileNum ?? r.mobileNo), 'mobile.required'),
  v.check((r) => Boolean(r.purpose ?? r.moduleId), 'moduleId: one of REGMOBVERF3, MOBLOGIN3, CHNGPASSVERIF3, LOGINUNLOCK3'),
  v.check((r) => !r.purpose || !r.moduleId || PURPOSE_OF_MODULE[r.moduleId] === r.purpose, 'moduleId and purpose disagree'),
  v.transform((r) => ({
    ...r,
    mobileNum: r.mobileNum ?? r.mobileNo ?? '',
    purpose: r.purpose ?? PURPOSE_OF_MODULE[r.moduleId ?? ''] ?? 'register',
  })),
);

export const SmsSendValueSchema = v.object({ expirationTime: v.number() });
