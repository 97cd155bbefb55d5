/**
 * Registration submit (spec §4): validate with the contracts' schema (focus on the first invalid
 * field), check the invitation code first unless already valid, then PUT and log in. Server field
 * errors land on their fields (invitation_code_error focuses the affiliate field).
 */
import { ACCOUNT_MODULE_IDS } from '@contracts/account/calls';
import type { RegisterMethod, RegistrationPlan } from '@contracts/validation/registration';
import { registrationSchema } from '@contracts/validation/registration';
import { validate } from '@contracts/validation/field-errors';
import { useLingui } from '@lingui/react';
import { ApiError } from '@kernel';
import { useRef } from 'react';
import { checkAffiliate } from '../api/check-affiliate';
import { register } from '../api/register';
import { registerChannel } from '../register-method';
import type { CaptchaState } from './useCaptcha';
import type { FormErrors, useForm } from './useForm';
import { serverFieldErrors } from './useForm';
import { useStoreLogin } from './useStoreLogin';
import { ACCOUNT_ERROR_TEXT, accountErrorText } from '../messages/error-text';
import { identityProof } from '../identity-phone';

type Form = ReturnType<typeof useForm<string>>;
const FIELD_OF_CODE: Record<string, string> = {
  'register.invitation.invalid': 'affiliateCode',
  'register.referrer.invalid': 'recommenderId',
  'register.username.exists': 'username',
  'register.mobile.exists': 'mobileNum',
  'register.email.exists': 'email',
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'captcha.invalid': 'captcha',
};

export function fieldOrder(plan: RegistrationPlan): string[] {
  const order = plan.fields.flatMap((p) => (p.field === 'password' ? ['password', 'confirmPassword'] : [p.field]));
  return [...order, 'countryDialingCode', 'captcha', 'terms'];
}

export function useRegisterSubmit(p: {
  plan: RegistrationPlan;
  method: RegisterMethod;
  age: number;
  form: Form;
  captcha: CaptchaState;
  terms: boolean;
  onDone: () => void;
  onFailure: (text: string | null) => void;
}) {
  const { i18n } = useLingui();
  const storeLogin = useStoreLogin();
  const checkedAffiliate = useRef<string | null>(null);
  return async () => {
    const { plan, form, captcha } = p;
    p.onFailure(null);
    const moduleId = p.method === 'username' ? ACCOUNT_MODULE_IDS.registerUsername : ACCOUNT_MODULE_IDS.registerMobile;
    const input: Record<string, unknown> = {
      terms: p.terms,
      registerUrl: window.location.hostname,
      domain: window.location.hostname,
      registerMethod: registerChannel(),
      type: 0,
      moduleId,
    };
    for (const { field } of plan.fields) input[field] = form.values[field] ?? '';
    if (plan.confirmPassword) input.confirmPassword = form.values.confirmPassword ?? '';
    if (plan.countryDialingCode) input.countryDialingCode = form.values.countryDialingCode ?? '';
    if (plan.captcha) Object.assign(input, { captcha: form.values.captcha ?? '', captchaId: captcha.captcha?.captchaId ?? '' });
    const order = fieldOrder(plan);
    const r = validate(registrationSchema(plan, { age: p.age }), input);
    if (!r.ok) return form.fail(r.errors, order);
    const code = r.value.affiliateCode ?? '';
    if (code && checkedAffiliate.current !== code) {
      try {
        checkedAffiliate.current = await checkAffiliate(code, window.location.hostname);
      } catch {
        return form.failField('affiliateCode', i18n._(ACCOUNT_ERROR_TEXT['register.invitation.invalid']));
      }
    }
    try {
      // a code from the identity provider: its id token goes with the registration (firebaseChannel sms)
      const mobile = { countryDialingCode: r.value.countryDialingCode ?? '', mobileNum: r.value.mobileNum ?? '' };
      const proof = r.value.verificationCode && mobile.mobileNum ? await identityProof('register', mobile, r.value.verificationCode) : null;
      await storeLogin(await register(p.method, { ...r.value, ...proof }), { password: r.value.password ?? '' });
      p.onDone();
    } catch (error) {
      if (plan.captcha) {
        captcha.refresh();
        form.set('captcha', '');
      }
      const fields = error instanceof ApiError ? serverFieldErrors(error.value) : null;
      const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
      if (fields) return form.fail(fields as FormErrors, order);
      if (field && (field === 'captcha' || order.includes(field))) return form.failField(field, accountErrorText(i18n, error));
      p.onFailure(accountErrorText(i18n, error));
    }
  };
}
