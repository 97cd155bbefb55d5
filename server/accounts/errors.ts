/** An account call's failure: an ApiError whose status and default message come from ACCOUNT_ERRORS. */
import type * as v from 'valibot';
import { ACCOUNT_ERRORS, type AccountErrorCode } from '../../src/contracts/account/error-codes';
import { fieldErrors } from '../../src/contracts/validation/errors';
import { VALIDATION_MESSAGE_TEXT } from '../../src/contracts/validation/messages';
import { ApiError } from '../http/api-error';

export class AccountError extends ApiError {
  override readonly name = 'AccountError';
  declare readonly code: AccountErrorCode;
  constructor(code: AccountErrorCode, message?: string, value: Record<string, unknown> | null = null) {
    super(code, message ?? ACCOUNT_ERRORS[code].message, ACCOUNT_ERRORS[code].status, value);
  }
}

/** 400 `request.invalid` naming each bad field; value.fields carries the message ids for the form. */
export function invalidInput(issues: readonly v.BaseIssue<unknown>[]): AccountError {
  const fields = fieldErrors(issues);
  const text = Object.entries(fields)
    .map(([field, m]) => {
      const template = VALIDATION_MESSAGE_TEXT[m.id];
      const filled = template.replace(/\{(\w+)\}/g, (_, k: string) => String(m.params[k] ?? k));
      return field ? `${field}: ${filled}` : filled;
    })
    .join('; ');
  return new AccountError('request.invalid', `Invalid request: ${text}`, { fields });
}

export function featureOff(what: string): AccountError {
  return new AccountError('feature.disabled', `${what} is not available on this site`);
}
