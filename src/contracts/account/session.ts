/** Session calls: login (username, sms, firebase), free-play login, logout (spec §3, §7). */
import * as v from 'valibot';
import {
  captchaIdRule,
  countryDialingCodeRule,
  loginCaptchaRule,
  loginMobileNumRule,
  loginPasswordRule,
  loginUsernameRule,
  verificationCodeRule,
} from '../validation/rules';
import { plainText } from '../validation/text';

/** A sign-in nonce or state: random, URL-safe. */
export const nonceRule = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'nonce'));

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export const FIREBASE_CHANNELS = ['google', 'facebook', 'sms'] as const;

/** The captcha pair a login or SMS request carries once the server asks for it. */
const CaptchaFields = {
  captcha: v.optional(loginCaptchaRule),
  captchaId: v.optional(captchaIdRule),
};

export const UsernameLoginSchema = v.object({
  type: v.literal('username'),
  username: loginUsernameRule,
  password: loginPasswordRule,
  ...CaptchaFields,
  /** while the account is locked (login.locked with value.secondFactor 'sms'): the owner's SMS code (purpose unlock) */
  verificationCode: v.optional(verificationCodeRule),
});
export const SmsLoginSchema = v.object({
  type: v.literal('sms'),
  mobileNum: loginMobileNumRule,
  countryDialingCode: countryDialingCodeRule,
  verificationCode: verificationCodeRule,
  ...CaptchaFields,
});
export const FirebaseLoginSchema = v.object({
  type: v.literal('firebase'),
  firebaseChannel: v.picklist(FIREBASE_CHANNELS),
  firebaseIdToken: v.pipe(plainText(), v.minLength(1), v.maxLength(4096)),
  firebaseMobileNo: v.optional(loginMobileNumRule),
  /** the nonce of the sign-in this browser started (the id token must carry it) */
  firebaseNonce: v.optional(nonceRule),
  countryDialingCode: v.optional(countryDialingCodeRule),
});

/** The decrypted login payload (the wire body is `{ data }`, see payload-crypto). */
export const LoginRequestSchema = v.variant('type', [UsernameLoginSchema, SmsLoginSchema, FirebaseLoginSchema]);
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

export const LoginValueSchema = v.object({
  token: v.string(),
  userName: v.string(),
  /** member type (spec §6) */
  type: v.number(),
  firstTimeLogin: v.boolean(),
  /** true when the player signed in with a temporary password from the forgot-password e-mail */
  temporaryPassword: v.optional(v.boolean()),
});
export type LoginValue = v.InferOutput<typeof LoginValueSchema>;

/** value of a failed login: `captcha` true → show and send the captcha from now on. */
export const LoginFailureValueSchema = v.object({
  captcha: v.optional(v.boolean()),
  /** login.locked: seconds until the account may try again */
  retryAfterSeconds: v.optional(v.number()),
  /** login.locked: `address` the caller's IP address is blocked; `account` the account is locked */
  blocked: v.optional(v.picklist(['address', 'account'])),
  /** login.locked: the account's owner may log in now with an SMS code to its mobile (purpose unlock) */
  secondFactor: v.optional(v.literal('sms')),
});

/** Free play: the trial user name from GET /wps/member/trialuser. */
export const FreePlayLoginRequestSchema = v.object({
  userName: v.pipe(v.string(), v.regex(/^TRIAL[A-Z0-9]{6,20}$/)),
  moduleId: v.optional(v.literal('FREEPLAY3')),
});
export const FreePlayValueSchema = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  /** the trial merchant the session belongs to (spec §3 trial session) */
  merchantCode: v.string(),
});
export type FreePlayValue = v.InferOutput<typeof FreePlayValueSchema>;
