/**
 * Stable error codes of the account calls (dotted, like the spec's `modify.new.old.same`), with
 * their HTTP status and English message. The client maps each code to its Lingui message.
 */
export const ACCOUNT_ERRORS = {
  'request.decrypt.failed': {
    status: 400,
    message: 'The request could not be decrypted: send {data} made with the brand key and the Encryption: AES header',
  },
  /** value.fields: { [field]: { id, params } } from the validation rules */
  'request.invalid': { status: 400, message: 'Some fields are missing or invalid' },
  'feature.disabled': { status: 403, message: 'No permission or this feature is unavailable' },
  'login.password.invalid': { status: 401, message: 'Invalid username or password' },
  'login.captcha.required': { status: 400, message: 'Captcha required' },
  'login.captcha.invalid': { status: 400, message: 'The captcha is wrong or expired, try the new one' },
  'login.locked': { status: 423, message: 'Too many failed attempts: the account is locked, try again later' },
  'login.nonmember': { status: 403, message: 'Non-member accounts cannot log in' },
  'login.agent.only': { status: 403, message: 'Agent accounts cannot log in' },
  'login.account.disabled': { status: 403, message: 'Account unavailable' },
  'login.identity.invalid': { status: 401, message: 'The sign-in with the identity provider could not be verified' },
  'identity.provider.unavailable': { status: 503, message: 'The identity provider is not available on this server' },
  'member.not.found': { status: 404, message: 'User does not exist or is disabled' },
  'register.username.exists': { status: 409, message: 'Username already exists' },
  'register.mobile.exists': { status: 409, message: 'This mobile number is already registered' },
  'register.email.exists': { status: 409, message: 'This e-mail is already registered' },
  'register.invitation.invalid': { status: 400, message: 'Invalid invitation code' },
  'register.referrer.invalid': { status: 400, message: 'Referrer link error' },
  'sms.code.invalid': { status: 400, message: 'Verification code error' },
  'sms.code.expired': { status: 400, message: 'The verification code has expired, send a new one' },
  'sms.rate.limited': { status: 429, message: 'Too many codes sent to this number, wait before asking again' },
  'captcha.invalid': { status: 400, message: 'The captcha is wrong or expired, try the new one' },
  'modify.new.old.same': { status: 400, message: 'The new password cannot be the same as the old password' },
  'modify.old.invalid': { status: 400, message: 'The old password is wrong' },
  'session.not.logged.in': { status: 401, message: 'Not logged in, please log in' },
  'session.logged.out': { status: 401, message: 'The account was logged out (logged in elsewhere), please log in again' },
  'trial.only': { status: 403, message: 'Please login an actual account to use this function' },
  'request.rate.limited': { status: 429, message: 'Too many requests, try again later' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;
export const ACCOUNT_ERROR_CODES = Object.keys(ACCOUNT_ERRORS) as AccountErrorCode[];

/** Success messages of spec §8 sent in the envelope's `message`. */
export const ACCOUNT_SUCCESS_MESSAGES = {
  forgotEmailSent: 'The verification code was sent to your e-mail, check your inbox or spam folder',
  smsSent: 'The verification code was sent',
  passwordChanged: 'Password saved',
} as const;
