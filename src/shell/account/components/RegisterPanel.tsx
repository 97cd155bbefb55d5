/**
 * Registration (spec "Registration"): welcome banner, login / register switch, method toggle (both
 * only when both are on), the fields of the brand's config (status info.register), SMS code
 * (REGMOBVERF3), captcha (CAPTCHA3), terms ticked by default, age confirmation with the brand's age,
 * social buttons and the customer-service / home menu. Username and e-mail are checked for
 * availability when the player leaves them.
 */
import { REGISTER_FIELDS, type RegisterField } from '@contracts/registration-fields';
import type { FieldRule } from '@contracts/status';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, readItem } from '@kernel';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import styles from '../account.module.css';
import { type CheckedField, isCheckedField, useAvailabilityCheck } from '../hooks/useAvailabilityCheck';
import { useCaptcha } from '../hooks/useCaptcha';
import { useForm } from '../hooks/useForm';
import { useRegistrationPlan } from '../hooks/useRegistrationPlan';
import { useRegisterSubmit } from '../hooks/useRegisterSubmit';
import { AFFILIATE_STORAGE_KEY } from '../register-method';
import { AccountSwitch } from './AccountSwitch';
import { CaptchaField } from './CaptchaField';
import { FieldError } from './FieldError';
import { PasswordField } from './PasswordField';
import { RegisterFieldInput } from './RegisterFieldInput';
import { SmsCodeField } from './SmsCodeField';
import { useDialingCodes } from './DialingCodeSelect';
import { fieldRuleFailure } from '@contracts/validation/field-rule';
import { decodeMessage } from '@contracts/validation/messages';
import { RegisterMenu } from './RegisterMenu';
import { RegisterWelcome } from './RegisterWelcome';
import { SocialButtons } from './SocialButtons';

function initialValues(dialing: string): Record<string, string> {
  const v: Record<string, string> = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, '']));
  v.affiliateCode = readItem(AFFILIATE_STORAGE_KEY) ?? '';
  return { ...v, confirmPassword: '', countryDialingCode: dialing, captcha: '' };
}

export function RegisterPanel({ onDone, onLogin }: { onDone: () => void; onLogin: () => void }) {
  const { t } = useLingui();
  const { methods, method, setMethod, plan, age } = useRegistrationPlan();
  const codes = useDialingCodes();
  const form = useForm<string>(initialValues(codes[0] ?? ''));
  const [terms, setTerms] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha(plan?.captcha ?? false);
  const checkAvailable = useAvailabilityCheck(plan, form);
  const submit = useRegisterSubmit({
    plan: plan ?? { method, fields: [], confirmPassword: false, captcha: false, countryDialingCode: false },
    method,
    age,
    form,
    captcha,
    terms,
    onDone,
    onFailure: setFailure,
  });
  if (!plan) return null;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await submit().finally(() => setBusy(false));
  };
  const checkMobile = () => {
    const rule = plan.fields.find((p) => p.field === 'mobileNum')?.rule;
    const failed = rule ? fieldRuleFailure('mobileNum', { ...rule, required: true }, (form.values.mobileNum ?? '').trim()) : null;
    if (failed) form.failField('mobileNum', decodeMessage(failed));
    return !failed;
  };
  const val = (name: string) => form.values[name] ?? '';
  // what is typed is kept whole (never cut at the maximum): past the brand's maximum it is refused at
  // once with the rule; leaving the username or e-mail checks its rule, then whether it is free
  const setValue = (field: RegisterField, rule: FieldRule, v: string) => {
    form.set(field, v);
    const value = field === 'password' || field === 'paymentPassword' ? v : v.trim();
    if (value.length > rule.maxLength) {
      const failed = fieldRuleFailure(field, rule, value);
      if (failed) form.setErrors((e) => ({ ...e, [field]: decodeMessage(failed) }));
    }
  };
  const leave = (field: RegisterField & CheckedField, rule: FieldRule) => {
    const value = val(field).trim();
    const failed = value === '' ? null : fieldRuleFailure(field, rule, value);
    if (failed) form.setErrors((e) => ({ ...e, [field]: decodeMessage(failed) }));
    else checkAvailable(field);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="register-form" data-method={method}>
      <RegisterWelcome />
      <AccountSwitch onLogin={onLogin} />
      {methods.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label={t`Registration method`}>
          <button
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={method === 'username'}
            onClick={() => setMethod('username')}
          >
            <Trans>Username</Trans>
          </button>
          <button
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={method === 'mobileNum'}
            onClick={() => setMethod('mobileNum')}
          >
            <Trans>Mobile number</Trans>
          </button>
        </div>
      )}
      {plan.fields.map(({ field, rule }) =>
        field === 'verificationCode' ? (
          <SmsCodeField
            key={field}
            purpose="register"
            mobile={{ mobileNum: val('mobileNum').trim(), countryDialingCode: val('countryDialingCode') }}
            checkMobile={checkMobile}
            value={val(field)}
            onValue={(v) => form.set(field, v)}
            error={form.errors[field]}
            inputRef={form.ref(field)}
            required={rule.required}
          />
        ) : (
          <div key={field} className={styles.form}>
            <RegisterFieldInput
              field={field}
              rule={rule}
              value={val(field)}
              onValue={(v) => setValue(field, rule, v)}
              error={form.errors[field] ?? (field === 'mobileNum' ? form.errors.countryDialingCode : undefined)}
              inputRef={form.ref(field)}
              dialing={{ value: val('countryDialingCode'), onValue: (v) => form.set('countryDialingCode', v) }}
              onBlur={isCheckedField(field) ? () => leave(field, rule) : undefined}
            />
            {field === 'password' && plan.confirmPassword && (
              <PasswordField
                name="confirmPassword"
                label={t`Confirm password *`}
                value={val('confirmPassword')}
                onValue={(v) => form.set('confirmPassword', v)}
                error={form.errors.confirmPassword}
                inputRef={form.ref('confirmPassword')}
                autoComplete="new-password"
              />
            )}
          </div>
        ),
      )}
      {plan.captcha && (
        <CaptchaField
          state={captcha}
          value={val('captcha')}
          onValue={(v) => form.set('captcha', v)}
          error={form.errors.captcha}
          inputRef={form.ref('captcha')}
          digits
        />
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          name="terms"
          checked={terms}
          ref={form.ref('terms')}
          onChange={(e) => {
            setTerms(e.target.checked);
            form.set('terms', '');
          }}
        />
        <span>
          <Trans>
            I have read and agree to the <Link to={`${paths.help.path}?tag=terms`}>terms and conditions</Link>
          </Trans>
        </span>
      </label>
      <FieldError id="error-terms" error={form.errors.terms} />
      <p className={styles.age} data-testid="register-age">
        <Trans>I confirm that I am at least {age} years old.</Trans>
      </p>
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy} data-testid="register-submit">
        <Trans>Register</Trans>
      </button>
      <SocialButtons />
      <RegisterMenu onNavigate={onDone} />
    </form>
  );
}
