/** Forgot password by e-mail: username and e-mail (trimmed, the spec's e-mail rule). */
import { ForgotByEmailQuerySchema } from '@contracts/account/password';
import { validate } from '@contracts/validation/field-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import styles from '../account.module.css';
import { forgotByEmail } from '../api/forgot-by-email';
import { useForm } from '../hooks/useForm';
import { accountErrorText } from '../messages/error-text';
import { TextField } from './TextField';

export function ForgotEmailForm({ onSuccess }: { onSuccess: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({ username: '', email: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const r = validate(ForgotByEmailQuerySchema, { username: form.values.username.trim(), email: form.values.email.trim() });
    if (!r.ok) return form.fail(r.errors, ['username', 'email']);
    setBusy(true);
    try {
      await forgotByEmail(r.value);
      onSuccess();
    } catch (error) {
      setFailure(accountErrorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="forgot-email-form">
      <TextField
        name="username"
        label={t`Username`}
        value={form.values.username}
        onValue={(v) => form.set('username', v)}
        error={form.errors.username}
        inputRef={form.ref('username')}
        autoComplete="username"
        maxLength={64}
      />
      <TextField
        name="email"
        type="email"
        label={t`E-mail`}
        value={form.values.email}
        onValue={(v) => form.set('email', v)}
        error={form.errors.email}
        inputRef={form.ref('email')}
        autoComplete="email"
        maxLength={255}
      />
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy} data-testid="forgot-submit">
        <Trans>Send</Trans>
      </button>
    </form>
  );
}
