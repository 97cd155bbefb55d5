/** Login by username and password; captcha once the server asks; the SMS second factor while locked; remember password. */
import { UsernameLoginSchema } from '@contracts/account/session';
import { validate } from '@contracts/validation/field-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { rememberedLoginAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import styles from '../account.module.css';
import { login } from '../api/login';
import { useForm } from '../hooks/useForm';
import { useLoginAttempt } from '../hooks/useLoginAttempt';
import { useStoreLogin } from '../hooks/useStoreLogin';
import { CaptchaField } from './CaptchaField';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { UnlockFields } from './UnlockFields';

const ORDER = ['username', 'password', 'verificationCode', 'captcha'] as const;

export function UsernameLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const remembered = useAtomValue(rememberedLoginAtom);
  const saved = remembered?.type === 'username' ? remembered : null;
  const form = useForm({ username: saved?.username ?? '', password: saved?.password ?? '', verificationCode: '', captcha: '' });
  const [remember, setRemember] = useState(saved !== null);
  const {
    failure,
    setFailure,
    busy,
    captcha,
    answer: captchaAnswer,
    attempt,
    secondFactor,
  } = useLoginAttempt(() => form.set('captcha', ''));
  const storeLogin = useStoreLogin();
  const { values } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const answer = captchaAnswer(values.captcha);
    const unlock = secondFactor ? { verificationCode: values.verificationCode } : {};
    const r = validate(UsernameLoginSchema, {
      type: 'username',
      username: values.username,
      password: values.password,
      ...unlock,
      ...answer,
    });
    if (!r.ok) return form.fail(r.errors, ORDER);
    await attempt(async () => {
      const value = await login(r.value);
      const record = { type: 'username' as const, username: r.value.username, password: r.value.password, countryDialingCode: '' };
      await storeLogin(value, { password: r.value.password, remember: remember ? { record } : false });
      onDone();
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-username-form">
      <TextField
        name="username"
        label={t`Username`}
        value={values.username}
        onValue={(v) => form.set('username', v)}
        error={form.errors.username}
        inputRef={form.ref('username')}
        autoComplete="username"
        maxLength={64}
      />
      <PasswordField
        name="password"
        label={t`Password`}
        value={values.password}
        onValue={(v) => form.set('password', v)}
        error={form.errors.password}
        inputRef={form.ref('password')}
      />
      {secondFactor && (
        <UnlockFields code={values.verificationCode} onCode={(v) => form.set('verificationCode', v)} error={form.errors.verificationCode} />
      )}
      {captcha.required && (
        <CaptchaField
          state={captcha}
          value={values.captcha}
          onValue={(v) => form.set('captcha', v)}
          error={form.errors.captcha}
          inputRef={form.ref('captcha')}
        />
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <Trans>Remember password</Trans>
      </label>
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
