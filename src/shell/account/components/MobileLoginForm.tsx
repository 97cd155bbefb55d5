/** Login by mobile number and SMS code (MOBLOGIN3), with the dialing-code picker. */
import { SmsLoginSchema } from '@contracts/account/session';
import { validate } from '@contracts/validation/field-errors';
import { loginMobileNumRule } from '@contracts/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import styles from '../account.module.css';
import { login } from '../api/login';
import { useForm } from '../hooks/useForm';
import { useLoginAttempt } from '../hooks/useLoginAttempt';
import { useStoreLogin } from '../hooks/useStoreLogin';
import { identityProof } from '../identity-phone';
import { CaptchaField } from './CaptchaField';
import { DialingCodeSelect, useDialingCodes } from './DialingCodeSelect';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';

const ORDER = ['mobileNum', 'countryDialingCode', 'verificationCode', 'captcha'] as const;

export function MobileLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const codes = useDialingCodes();
  const form = useForm({ mobileNum: '', countryDialingCode: codes[0] ?? '', verificationCode: '', captcha: '' });
  const { failure, setFailure, busy, captcha, answer: captchaAnswer, attempt } = useLoginAttempt(() => form.set('captcha', ''));
  const storeLogin = useStoreLogin();
  const { values } = form;

  const checkMobile = () => {
    const r = validate(loginMobileNumRule, values.mobileNum);
    if (!r.ok) form.fail({ mobileNum: r.errors[''] ?? { id: 'mobile.required', params: {} } }, ['mobileNum']);
    return r.ok;
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const answer = captchaAnswer(values.captcha);
    const r = validate(SmsLoginSchema, {
      type: 'sms',
      mobileNum: values.mobileNum,
      countryDialingCode: values.countryDialingCode,
      verificationCode: values.verificationCode,
      ...answer,
    });
    if (!r.ok) return form.fail(r.errors, ORDER);
    await attempt(async () => {
      const mobile = { countryDialingCode: r.value.countryDialingCode, mobileNum: r.value.mobileNum };
      const proof = await identityProof('login', mobile, r.value.verificationCode);
      const request = proof
        ? { type: 'firebase' as const, ...proof, firebaseMobileNo: mobile.mobileNum, countryDialingCode: mobile.countryDialingCode }
        : r.value;
      await storeLogin(await login(request));
      onDone();
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-mobile-form">
      <TextField
        name="mobileNum"
        label={t`Mobile number`}
        value={values.mobileNum}
        onValue={(v) => form.set('mobileNum', v)}
        error={form.errors.mobileNum ?? form.errors.countryDialingCode}
        inputRef={form.ref('mobileNum')}
        inputMode="tel"
        maxLength={20}
        autoComplete="tel-national"
        before={<DialingCodeSelect value={values.countryDialingCode} onValue={(v) => form.set('countryDialingCode', v)} />}
      />
      <SmsCodeField
        purpose="login"
        mobile={{ mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode }}
        checkMobile={checkMobile}
        value={values.verificationCode}
        onValue={(v) => form.set('verificationCode', v)}
        error={form.errors.verificationCode}
        inputRef={form.ref('verificationCode')}
      />
      {captcha.required && (
        <CaptchaField
          state={captcha}
          value={values.captcha}
          onValue={(v) => form.set('captcha', v)}
          error={form.errors.captcha}
          inputRef={form.ref('captcha')}
        />
      )}
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy} data-testid="login-submit">
        <Trans>Log in</Trans>
      </button>
    </form>
  );
}
