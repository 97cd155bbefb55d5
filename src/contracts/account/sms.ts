/** POST /wps/sms/send: a 6-digit code to the number (dev outbox); value.expirationTime in ms. */
import * as v from 'valibot';
import { envelope } from '../envelope';
import { plainText } from '../validation/text';
import { captchaIdRule, captchaRule, countryDialingCodeRule, loginMobileNumRule } from '../validation/rules';

export const SMS_PURPOSES = ['register', 'login', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const SMS_CODE_LENGTH = 6;

/** Human verification before a code is sent: a solved captcha from GET /wps/captcha. */
export const HumanVerificationSchema = v.object({ captchaId: captchaIdRule, captcha: captchaRule });

export const SmsSendRequestSchema = v.pipe(
  v.object({
    /** `mobileNo` is the registration form's name for the same field */
    mobileNum: v.optional(loginMobileNumRule),
    mobileNo: v.optional(loginMobileNumRule),
    countryDialingCode: countryDialingCodeRule,
    purpose: v.picklist(SMS_PURPOSES),
    humanVerification: HumanVerificationSchema,
    moduleId: v.optional(v.pipe(plainText(), v.maxLength(32))),
  }),
  v.check((r) => Boolean(r.mobileNum ?? r.mobileNo), 'mobile.required'),
  v.transform((r) => ({ ...r, mobileNum: r.mobileNum ?? r.mobileNo ?? '' })),
);
export type SmsSendRequest = v.InferInput<typeof SmsSendRequestSchema>;

export const SmsSendValueSchema = v.object({ expirationTime: v.number() });
export type SmsSendValue = v.InferOutput<typeof SmsSendValueSchema>;
export const SmsSendResponseSchema = envelope(SmsSendValueSchema);
