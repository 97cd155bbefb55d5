/** Account failures built from what went wrong (the form fields, the feature switched off). */
import type * as v from 'valibot';
import { fieldErrors } from '../../src/contracts/validation/field-errors';
import { VALIDATION_MESSAGE_TEXT } from '../../src/contracts/validation/messages';
import { ApiError } from '../http/api-error';

/** 400 `request.invalid` naming each bad field; value.fields carries the message ids for the form. */
export function invalidInput(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const fields = fieldErrors(issues);
  const text = Object.entries(fields)
    .map(([field, m]) => {
      const template = VALIDATION_MESSAGE_TEXT[m.id];
      const filled = template.replace(/\{(\w+)\}/g, (_, k: string) => String(m.params[k] ?? k));
      return field ? `${field}: ${filled}` : filled;
    })
    .join('; ');
  return new ApiError('request.invalid', { message: `Invalid request: ${text}`, value: { fields } });
}

export function featureOff(what: string): ApiError {
  return new ApiError('feature.disabled', { message: `${what} is not available on this site` });
}
