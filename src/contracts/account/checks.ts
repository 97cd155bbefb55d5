/** Username check (GET), e-mail check (POST form), affiliate (invitation) code check (GET). */
import * as v from 'valibot';
import { plainText } from '../validation/text';
import { EMAIL_PATTERN, invitationCodeRule, usernameRule } from '../validation/rules';

export const CheckUsernameQuerySchema = v.object({ username: usernameRule });
export const CheckEmailFormSchema = v.object({
  email: v.pipe(plainText(), v.trim(), v.maxLength(255), v.regex(EMAIL_PATTERN, 'email.format')),
});
/** `available` false: the name or e-mail is taken on this brand. */
export const AvailabilityValueSchema = v.object({ available: v.boolean() });

export const CheckAffiliateQuerySchema = v.object({
  code: invitationCodeRule,
  domain: v.optional(v.pipe(plainText(), v.maxLength(255))),
});
/** success true with value.code when valid; otherwise `register.invitation.invalid`. */
export const AffiliateValueSchema = v.object({ code: v.string() });
