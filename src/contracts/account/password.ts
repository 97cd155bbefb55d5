/**
 * Password calls. Forgot by e-mail: POST with query string `username`, `email`; the e-mail (dev
 * outbox) carries a temporary password the player logs in with and then changes. Set by phone:
 * POST encrypted `{ data }`. Change: POST v2 payload, with the session token.
 */
import * as v from 'valibot';
import { envelope } from '../envelope';

export {
  changePasswordSchema,
  type ChangePasswordInput as ChangePasswordRequest,
  forgotByEmailSchema as ForgotByEmailQuerySchema,
  type ForgotByEmailInput as ForgotByEmailQuery,
  forgotByPhoneSchema,
  type ForgotByPhoneInput as SetPasswordByPhoneRequest,
} from '../validation/passwords';

/** How long a temporary password from the forgot-password e-mail works. */
export const TEMPORARY_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;

export const PasswordResponseSchema = envelope(v.null());
