/** Every validation message id of src/contracts/validation, as a Lingui message (km, zh, en). */
import type { DecodedMessage, ValidationMessageId } from '@contracts/validation/messages';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const VALIDATION_TEXT: Record<ValidationMessageId, MessageDescriptor> = {
  'field.required': msg({ id: 'field.required', message: 'This field is required' }),
  'field.too.short': msg({ id: 'field.too.short', message: 'Enter {min} to {max} characters' }),
  'field.too.long': msg({ id: 'field.too.long', message: 'Enter {min} to {max} characters' }),
  'field.type': msg({ id: 'field.type', message: 'Invalid value' }),
  'username.hint': msg({ id: 'username.hint', message: '4-10 characters, letters and digits only, starting with a letter' }),
  'login.username.required': msg({ id: 'login.username.required', message: 'Please enter your username' }),
  'login.password.required': msg({ id: 'login.password.required', message: 'Please enter your password' }),
  'mobile.required': msg({ id: 'mobile.required', message: 'Mobile number is required' }),
  in_mobileNum_error: msg({ id: 'in_mobileNum_error', message: 'Please enter a valid mobile number' }),
  'code.required': msg({ id: 'code.required', message: 'Please enter the verification code' }),
  'code.digits': msg({ id: 'code.digits', message: 'The verification code has digits only (at most 10)' }),
  in_vwrite_code: msg({ id: 'in_vwrite_code', message: 'Please enter the captcha' }),
  'captcha.digits': msg({ id: 'captcha.digits', message: 'The captcha has digits only (at most 6)' }),
  'captcha.length': msg({ id: 'captcha.length', message: 'The captcha needs 1-16 characters (enter the result if it is an equation)' }),
  'email.required': msg({ id: 'email.required', message: 'Please enter your e-mail' }),
  'email.format': msg({ id: 'email.format', message: 'Wrong e-mail format' }),
  in_incorrect_password: msg({ id: 'in_incorrect_password', message: 'Please confirm your password' }),
  in_confirmation_correct: msg({ id: 'in_confirmation_correct', message: 'The confirmation password does not match' }),
  'modify.new.old.same': msg({ id: 'modify.new.old.same', message: 'The new password cannot be the same as the old password' }),
  'terms.required': msg({ id: 'terms.required', message: 'Please accept the terms and conditions' }),
  'age.minimum': msg({ id: 'age.minimum', message: 'You must be at least {age} years old' }),
  'birthday.range': msg({ id: 'birthday.range', message: 'Pick a date between 1900 and the end of this year' }),
  'invitation.code.hint': msg({ id: 'invitation.code.hint', message: 'The invitation code has 1-16 digits' }),
  'dialing.code.invalid': msg({ id: 'dialing.code.invalid', message: 'Pick a country dialing code' }),
  'pattern.any': msg({ id: 'pattern.any', message: 'Enter {min} to {max} characters' }),
  'pattern.username': msg({ id: 'pattern.username', message: 'Enter {min}-{max} letters and digits, starting with a letter' }),
  'pattern.password': msg({ id: 'pattern.password', message: 'Enter {min}-{max} letters, digits or !@#$%^&*()_+-=.' }),
  'pattern.digits': msg({ id: 'pattern.digits', message: 'Enter {min}-{max} digits' }),
  'pattern.alnum': msg({ id: 'pattern.alnum', message: 'Enter {min}-{max} letters or digits' }),
  'pattern.email': msg({ id: 'pattern.email', message: 'Wrong e-mail format' }),
  'pattern.name': msg({ id: 'pattern.name', message: 'Enter {min}-{max} letters' }),
  'pattern.date': msg({ id: 'pattern.date', message: 'Enter a date as YYYY-MM-DD' }),
  'pattern.handle': msg({ id: 'pattern.handle', message: 'Enter {min}-{max} letters, digits or _.@+-' }),
};

/** The text of a decoded validation message with its params (min, max, age). */
export function validationText(i18n: I18n, m: DecodedMessage): string {
  return i18n._({ ...VALIDATION_TEXT[m.id], values: m.params });
}
