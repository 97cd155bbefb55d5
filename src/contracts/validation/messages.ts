/**
 * Stable message ids of every validation failure (spec §5). A schema's issue message is an
 * encoded descriptor `id` or `id|{"min":4,"max":10}`; `decodeMessage` splits it back so the client
 * can map the id through Lingui with its params. `VALIDATION_MESSAGE_IDS` lets a test prove every
 * catalog has every id.
 */
export const VALIDATION_MESSAGES = {
  required: 'field.required',
  tooShort: 'field.too.short',
  tooLong: 'field.too.long',
  notText: 'field.type',
  usernameHint: 'username.hint',
  loginUsernameRequired: 'login.username.required',
  passwordRequired: 'login.password.required',
  mobileRequired: 'mobile.required',
  mobileError: 'in_mobileNum_error',
  codeRequired: 'code.required',
  codeDigits: 'code.digits',
  captchaRequired: 'in_vwrite_code',
  captchaDigits: 'captcha.digits',
  captchaLength: 'captcha.length',
  emailRequired: 'email.required',
  emailFormat: 'email.format',
  confirmRequired: 'in_incorrect_password',
  confirmMismatch: 'in_confirmation_correct',
  newSameAsOld: 'modify.new.old.same',
  termsRequired: 'terms.required',
  ageMinimum: 'age.minimum',
  birthdayRange: 'birthday.range',
  invitationHint: 'invitation.code.hint',
  dialingCode: 'dialing.code.invalid',
  patternAny: 'pattern.any',
  patternUsername: 'pattern.username',
  patternPassword: 'pattern.password',
  patternDigits: 'pattern.digits',
  patternAlnum: 'pattern.alnum',
  patternEmail: 'pattern.email',
  patternName: 'pattern.name',
  patternDate: 'pattern.date',
  patternHandle: 'pattern.handle',
} as const;

export type ValidationMessageId = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
export const VALIDATION_MESSAGE_IDS = Object.values(VALIDATION_MESSAGES) as readonly ValidationMessageId[];

export type MessageParams = Readonly<Record<string, string | number>>;
export type DecodedMessage = { id: ValidationMessageId; params: MessageParams };

/** Encodes an id and its params as a valibot issue message. */
export function msg(id: ValidationMessageId, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${id}|${JSON.stringify(params)}` : id;
}

function isId(value: string): value is ValidationMessageId {
  return (VALIDATION_MESSAGE_IDS as readonly string[]).includes(value);
}

/** Decodes an issue message; anything unknown becomes `field.type` so the UI never shows raw text. */
export function decodeMessage(message: string): DecodedMessage {
  const bar = message.indexOf('|');
  const id = bar < 0 ? message : message.slice(0, bar);
  if (!isId(id)) return { id: VALIDATION_MESSAGES.notText, params: {} };
  if (bar < 0) return { id, params: {} };
  try {
    const parsed: unknown = JSON.parse(message.slice(bar + 1));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const params: Record<string, string | number> = {};
      for (const [k, val] of Object.entries(parsed)) {
        if (typeof val === 'string' || typeof val === 'number') params[k] = val;
      }
      return { id, params };
    }
  } catch {
    // fall through: an id with unreadable params still names the failure
  }
  return { id, params: {} };
}

/** English text of each id (server messages and the en catalog's source). `{min}` etc. are params. */
export const VALIDATION_MESSAGE_TEXT: Record<ValidationMessageId, string> = {
  'field.required': 'This field is required',
  'field.too.short': 'Enter {min} to {max} characters',
  'field.too.long': 'Enter {min} to {max} characters',
  'field.type': 'Invalid value',
  'username.hint': '4-10 characters, letters and digits only, starting with a letter',
  'login.username.required': 'Please enter your username',
  'login.password.required': 'Please enter your password',
  'mobile.required': 'Mobile number is required',
  in_mobileNum_error: 'Please enter a valid mobile number',
  'code.required': 'Please enter the verification code',
  'code.digits': 'The verification code has digits only (at most 10)',
  in_vwrite_code: 'Please enter the captcha',
  'captcha.digits': 'The captcha has digits only (at most 6)',
  'captcha.length': 'The captcha needs 1-16 characters (enter the result if it is an equation)',
  'email.required': 'Please enter your e-mail',
  'email.format': 'Wrong e-mail format',
  in_incorrect_password: 'Please confirm your password',
  in_confirmation_correct: 'The confirmation password does not match',
  'modify.new.old.same': 'The new password cannot be the same as the old password',
  'terms.required': 'Please accept the terms and conditions',
  'age.minimum': 'You must be at least {age} years old',
  'birthday.range': 'Pick a date between 1900 and the end of this year',
  'invitation.code.hint': 'The invitation code has 1-16 digits',
  'dialing.code.invalid': 'Pick a country dialing code',
  'pattern.any': 'Enter {min} to {max} characters',
  'pattern.username': 'Enter {min}-{max} letters and digits, starting with a letter',
  'pattern.password': 'Enter {min}-{max} letters, digits or !@#$%^&*()_+-=.',
  'pattern.digits': 'Enter {min}-{max} digits',
  'pattern.alnum': 'Enter {min}-{max} letters or digits',
  'pattern.email': 'Wrong e-mail format',
  'pattern.name': 'Enter {min}-{max} letters',
  'pattern.date': 'Enter a date as YYYY-MM-DD',
  'pattern.handle': 'Enter {min}-{max} letters, digits or _.@+-',
};
