/** Change password, forgot by phone and forgot by e-mail (spec §5). */
import * as v from 'valibot';
import { nonceRule } from '../account/session';
import type { FieldRule, RegisterConfig } from '../status';
import { asRecord, keyPath } from './field-errors';
import { fieldRuleSchema } from './field-rule';
import { VALIDATION_MESSAGES as M, msg } from './messages';
import {
  countryDialingCodeRule,
  forgotEmailRule,
  loginPasswordRule,
  loginUsernameRule,
  mobileNumRule,
  verificationCodeRule,
} from './rules';
import { plainText } from './text';

/** A required new password under the brand's password rule. */
export function newPasswordRule(passwordRule: FieldRule) {
  return fieldRuleSchema('password', { ...passwordRule, enabled: true, required: true });
}

/** Change password v2: old by loginPassword, new by the password rule, confirm equal, new ≠ old. */
export function changePasswordSchema(passwordRule: FieldRule) {
  return v.pipe(
    v.object({
      oldPassword: loginPasswordRule,
      newPassword: newPasswordRule(passwordRule),
      confirmNewPassword: v.optional(plainText(), ''),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      const d = asRecord(dataset.value);
      if (!d) return;
      if (d.newPassword && d.newPassword === d.oldPassword) {
        addIssue({ message: msg(M.newSameAsOld), path: keyPath(d, 'newPassword') });
      }
      const confirm = d.confirmNewPassword ?? '';
      const bad = confirm === '' ? M.confirmRequired : confirm !== d.newPassword ? M.confirmMismatch : null;
      if (bad) addIssue({ message: msg(bad), path: keyPath(d, 'confirmNewPassword') });
    }),
  );
}
export type ChangePasswordInput = v.InferOutput<ReturnType<typeof changePasswordSchema>>;

/** Forgot by phone: mobile (min from the register config), SMS code, new password. */
export function forgotByPhoneSchema(config: Pick<RegisterConfig, 'mobileNum' | 'password'>) {
  return v.object({
    mobileNum: mobileNumRule(Math.max(1, config.mobileNum.minLength)),
    countryDialingCode: countryDialingCodeRule,
    verificationCode: verificationCodeRule,
    newPassword: newPasswordRule(config.password),
    firebaseIdToken: v.optional(v.pipe(plainText(), v.maxLength(4096))),
    /** with firebaseIdToken: the phone verification went through the identity provider */
    firebaseChannel: v.optional(v.literal('sms')),
    firebaseNonce: v.optional(nonceRule),
  });
}
export type ForgotByPhoneInput = v.InferOutput<ReturnType<typeof forgotByPhoneSchema>>;

/** Forgot by e-mail: username and e-mail, both trimmed. */
export const forgotByEmailSchema = v.object({ username: loginUsernameRule, email: forgotEmailRule });
export type ForgotByEmailInput = v.InferOutput<typeof forgotByEmailSchema>;
