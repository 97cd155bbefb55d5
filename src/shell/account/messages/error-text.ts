/**
 * A Lingui message for every account error code (src/contracts/account/error-codes), with the
 * spec's ids where it names them (invitation_code_error). `accountErrorText` is what forms show.
 */
import type { AccountErrorCode } from '@contracts/account/error-codes';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessageOf } from '@contracts/error-text';
import { ApiError, CLIENT_CODES } from '@kernel';
import { lockedMinutes, lockedText } from './locked';

export const ACCOUNT_ERROR_TEXT: Record<AccountErrorCode, MessageDescriptor> = {
  'request.decrypt.failed': msg({ id: 'request.decrypt.failed', message: 'The request could not be sent, please try again' }),
  'request.invalid': msg({ id: 'request.invalid', message: 'Some fields are missing or invalid' }),
  'feature.disabled': msg({ id: 'feature.disabled', message: 'No permission or this feature is unavailable' }),
  'login.password.invalid': msg({ id: 'login.password.invalid', message: 'Invalid username or password' }),
  'login.captcha.required': msg({ id: 'login.captcha.required', message: 'Captcha required' }),
  'login.captcha.invalid': msg({ id: 'login.captcha.invalid', message: 'The captcha is wrong or expired, try the new one' }),
  'login.locked': msg({ id: 'login.locked', message: 'Too many failed attempts: the account is locked, try again later' }),
  'login.nonmember': msg({ id: 'login.nonmember', message: 'Non-member account cannot log in' }),
  'login.agent.only': msg({ id: 'login.agent.only', message: 'Agent account cannot log in' }),
  'login.account.disabled': msg({ id: 'login.account.disabled', message: 'Account unavailable' }),
  'login.identity.invalid': msg({ id: 'login.identity.invalid', message: 'The sign-in with the identity provider could not be verified' }),
  'identity.provider.unavailable': msg({
    id: 'identity.provider.unavailable',
    message: 'The identity provider is not available on this server',
  }),
  'member.not.found': msg({ id: 'member.not.found', message: 'User does not exist or is disabled' }),
  'register.username.exists': msg({ id: 'register.username.exists', message: 'Username already exists' }),
  'register.mobile.exists': msg({ id: 'register.mobile.exists', message: 'This mobile number is already registered' }),
  'register.email.exists': msg({ id: 'register.email.exists', message: 'This e-mail is already registered' }),
  'register.invitation.invalid': msg({ id: 'invitation_code_error', message: 'Invalid invitation code' }),
  'register.referrer.invalid': msg({ id: 'register.referrer.invalid', message: 'Referrer link error' }),
  'sms.code.invalid': msg({ id: 'sms.code.invalid', message: 'Verification code error' }),
  'sms.code.expired': msg({ id: 'sms.code.expired', message: 'The verification code has expired, send a new one' }),
  'sms.rate.limited': msg({ id: 'sms.rate.limited', message: 'Too many codes sent to this number, wait before asking again' }),
  'captcha.invalid': msg({ id: 'captcha.invalid', message: 'The captcha is wrong or expired, try the new one' }),
  'modify.new.old.same': msg({ id: 'modify.new.old.same', message: 'The new password cannot be the same as the old password' }),
  'modify.old.invalid': msg({ id: 'modify.old.invalid', message: 'The old password is wrong' }),
  'session.not.logged.in': msg({ id: 'not_logged_in', message: 'Not logged in, please log in' }),
  'session.logged.out': msg({ id: 'logged_out', message: 'Your account was logged out, please log in again' }),
  'trial.only': msg({ id: 'trial.only', message: 'Please login an actual account to use this function' }),
  'request.rate.limited': msg({ id: 'rate_limited', message: 'Too many requests, please wait a moment' }),
};

const unknownError = msg({ id: 'unknown_error', message: 'Unknown error' });

/** What to tell the player about a failed call (any error). */
export function accountErrorText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'login.locked') return lockedText(i18n, lockedMinutes(error.value), error.value);
    // the seconds to wait and the reason a session ended come with the error's value (kernel api errors)
    if (error.code === 'request.rate.limited' || error.code === 'session.logged.out') return i18n._(error.descriptor);
  }
  // offline, a piece of the form that loads on use (the payload encryption) cannot arrive: say so
  const notAnswered = globalThis.navigator?.onLine === false ? new ApiError(CLIENT_CODES.network, 'offline').descriptor : unknownError;
  return i18n._(errorMessageOf(ACCOUNT_ERROR_TEXT, notAnswered, error));
}
