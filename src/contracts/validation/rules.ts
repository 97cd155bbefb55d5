/** The single-field rules of spec §5 as valibot schemas over form strings. */
import * as v from 'valibot';
import { FIELD_PATTERNS } from '../registration-fields';
import { msg, VALIDATION_MESSAGES as M } from './messages';
import { plainText } from './text';

export const MOBILE_MAX = 20;
export const LOGIN_CAPTCHA_MAX = 16;
export const EMAIL_MAX = 255;
/** Longest login name / password the login form accepts (the spec leaves them open). */
export const LOGIN_TEXT_MAX = 64;

/** Every text rule starts here: a string without control characters. */
const text = plainText;
const DIGITS = /^\d+$/;

/** Username at registration: 4-10 letters and digits, starting with a letter. */
export const usernameRule = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty(msg(M.loginUsernameRequired)),
  v.regex(/^[A-Za-z][A-Za-z0-9]{3,9}$/, msg(M.usernameHint)),
);

export const loginUsernameRule = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty(msg(M.loginUsernameRequired)),
  v.maxLength(LOGIN_TEXT_MAX, msg(M.tooLong, { min: 1, max: LOGIN_TEXT_MAX })),
);

export const loginPasswordRule = v.pipe(
  text(),
  v.nonEmpty(msg(M.passwordRequired)),
  v.maxLength(LOGIN_TEXT_MAX, msg(M.tooLong, { min: 1, max: LOGIN_TEXT_MAX })),
);

/** Mobile number: digits, at most 20, at least `min` (the register config's mobileNum.minLength). */
export function mobileNumRule(min = 1) {
  return v.pipe(
    text(),
    v.trim(),
    v.nonEmpty(msg(M.mobileRequired)),
    v.regex(DIGITS, msg(M.mobileError)),
    v.minLength(min, msg(M.mobileError)),
    v.maxLength(MOBILE_MAX, msg(M.mobileError)),
  );
}
export const loginMobileNumRule = mobileNumRule(1);

export const countryDialingCodeRule = v.pipe(text(), v.trim(), v.regex(/^\+\d{1,4}$/, msg(M.dialingCode)));

/** SMS verification code: digits, at most 10. */
export const verificationCodeRule = v.pipe(text(), v.trim(), v.nonEmpty(msg(M.codeRequired)), v.regex(/^\d{1,10}$/, msg(M.codeDigits)));

/** Registration captcha: required, digits, at most 6. */
export const captchaRule = v.pipe(text(), v.trim(), v.nonEmpty(msg(M.captchaRequired)), v.regex(/^\d{1,6}$/, msg(M.captchaDigits)));

/** Login captcha: 1-16 characters (the result when the image is an equation). */
export const loginCaptchaRule = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty(msg(M.captchaRequired)),
  v.maxLength(LOGIN_CAPTCHA_MAX, msg(M.captchaLength)),
);

/** The e-mail rule of forgot password: local part, dotted segments, @, domain, 1-3 groups of 2-3. */
export const EMAIL_PATTERN = new RegExp(FIELD_PATTERNS.email);
export const forgotEmailRule = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty(msg(M.emailRequired)),
  v.maxLength(EMAIL_MAX, msg(M.emailFormat)),
  v.regex(EMAIL_PATTERN, msg(M.emailFormat)),
);

/** Invitation (affiliate) code hint: 1-16 digits. */
export const invitationCodeRule = v.pipe(text(), v.trim(), v.regex(/^\d{1,16}$/, msg(M.invitationHint)));

export const termsRule = v.literal(true, msg(M.termsRequired));

/** Opaque id of a generated captcha (see account/captcha). */
export const captchaIdRule = v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, msg(M.notText)));
