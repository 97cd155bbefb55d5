/**
 * Forgot password by phone: mobile, SMS code, new password. Submit works only after the fields are
 * touched and none has an error; a loading toast (at most 15 s) while the reset runs.
 * `modify.new.old.same` clears the password; other failures the code.
 */
import { forgotByPhoneSchema } from '@contracts/account/password';
import { validate } from '@contracts/validation/field-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, statusAtom, TOAST_MS, withLoading } from '@kernel';
import { useAtomValue } from 'jotai';
import { type FormEvent, useMemo, useState } from 'react';
import styles from '../account.module.css';
import { setPasswordByPhone } from '../api/set-password-by-phone';
import { useForm } from '../hooks/useForm';
import { pleaseWait } from '../hooks/useTrialPlay';
import { accountErrorText } from '../messages/error-text';
import { DialingCodeSelect, useDialingCodes } from './DialingCodeSelect';
import { PasswordField } from './PasswordField';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';
import { identityProof } from '../identity-phone';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword'] as const;

export function ForgotPhoneForm({ onSuccess }: { onSuccess: () => void }) {
  const { t, i18n } = useLingui();
  const config = useAtomValue(statusAtom)?.info.register;
  const codes = useDialingCodes();
  const form = useForm({ mobileNum: '', countryDialingCode: codes[0] ?? '', verificationCode: '', newPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => (config ? forgotByPhoneSchema(config) : null), [config]);
  const { values, touched } = form;
  const check = schema ? validate(schema, values) : null;
  // the first message under each touched field
  const shown =
    check && !check.ok ? Object.fromEntries(Object.entries(check.errors).filter(([k]) => touched[k as keyof typeof values])) : {};
  const errors = { ...shown, ...form.errors };
  const ready = FIELDS.every((f) => touched[f]) && check?.ok === true;
  const checkMobile = () => {
    const bad = check && !check.ok ? check.errors.mobileNum : undefined;
    if (bad) form.failField('mobileNum', bad);
    return !bad;
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!check?.ok) return;
    setFailure(null);
    setBusy(true);
    try {
      // §8: the loading toast stays while the reset runs, at most 15 s
      await withLoading(
        pleaseWait,
        async () => {
          // a code from the identity provider: its id token goes with the request (firebaseChannel sms)
          const proof = await identityProof('reset', check.value, check.value.verificationCode);
          await setPasswordByPhone({ ...check.value, ...proof });
        },
        TOAST_MS.loadingPasswordReset,
      );
      onSuccess();
    } catch (error) {
      setFailure(accountErrorText(i18n, error));
      if (error instanceof ApiError && error.code === 'modify.new.old.same') form.setValues((v) => ({ ...v, newPassword: '' }));
      else form.setValues((v) => ({ ...v, verificationCode: '' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="forgot-phone-form">
      <TextField
        name="mobileNum"
        label={t`Mobile number`}
        value={values.mobileNum}
        onValue={(v) => form.set('mobileNum', v)}
        error={errors.mobileNum}
        inputRef={form.ref('mobileNum')}
        inputMode="tel"
        maxLength={20}
        before={<DialingCodeSelect value={values.countryDialingCode} onValue={(v) => form.set('countryDialingCode', v)} />}
      />
      <SmsCodeField
        purpose="reset"
        mobile={{ mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode }}
        checkMobile={checkMobile}
        value={values.verificationCode}
        onValue={(v) => form.set('verificationCode', v)}
        error={errors.verificationCode}
        inputRef={form.ref('verificationCode')}
      />
      <PasswordField
        name="newPassword"
        label={t`New password`}
        value={values.newPassword}
        onValue={(v) => form.set('newPassword', v)}
        error={errors.newPassword}
        inputRef={form.ref('newPassword')}
        autoComplete="new-password"
      />
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={!ready || busy} data-testid="forgot-submit">
        <Trans>Reset password</Trans>
      </button>
    </form>
  );
}
