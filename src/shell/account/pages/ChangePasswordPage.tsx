/**
 * Change password (/m/changePsw, needs login): read-only username, old password unless one is
 * remembered (temporary password in the session, or the remembered login), new, confirm. New equal
 * to old: an alert and no call. Success: loading, saved toast, temp password cleared, remembered
 * password updated, home after 1 s.
 */
import { changePasswordSchema } from '@contracts/account/password';
import { validate } from '@contracts/validation/field-errors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HOME_PATH, rememberedLoginAtom, sessionInfoAtom, statusAtom, TOAST_MS, tempPasswordAtom, toast, withLoading } from '@kernel';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../account.module.css';
import { changePassword } from '../api/change-password';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { useForm } from '../hooks/useForm';
import { pleaseWait } from '../hooks/useTrialPlay';
import { accountErrorText } from '../messages/error-text';
import { VALIDATION_TEXT } from '../messages/validation';

export const REDIRECT_AFTER_CHANGE_MS = 1000;
const saved = msg({ id: 'password_saved', message: 'Password saved' });

export default function ChangePasswordPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const userName = useAtomValue(sessionInfoAtom)?.userName ?? '';
  const passwordRule = useAtomValue(statusAtom)?.info.register.password;
  const [temp, setTemp] = useAtom(tempPasswordAtom);
  const remembered = useAtomValue(rememberedLoginAtom);
  const setRemembered = useSetAtom(rememberedLoginAtom);
  const known = temp ?? (remembered?.username.toLowerCase() === userName.toLowerCase() ? remembered.password : null);
  const form = useForm({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [busy, setBusy] = useState(false);
  const v = form.values;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!passwordRule) return;
    const oldPassword = known ?? v.oldPassword;
    if (v.newPassword !== '' && v.newPassword === oldPassword) return void toast.short(VALIDATION_TEXT['modify.new.old.same']);
    const r = validate(changePasswordSchema(passwordRule), { ...v, oldPassword });
    if (!r.ok) return form.fail(r.errors, ['oldPassword', 'newPassword', 'confirmNewPassword']);
    setBusy(true);
    try {
      await withLoading(pleaseWait, () => changePassword(r.value));
      toast.success(saved, TOAST_MS.successQuick);
      setTemp(null);
      if (remembered && remembered.username.toLowerCase() === userName.toLowerCase())
        setRemembered({ ...remembered, password: r.value.newPassword });
      setTimeout(() => navigate(HOME_PATH), REDIRECT_AFTER_CHANGE_MS);
    } catch (error) {
      toast.short(accountErrorText(i18n, error));
      setBusy(false);
    }
  };
  return (
    <form className={`${styles.panel} ${styles.page}`} onSubmit={submit} noValidate data-testid="page-changePsw">
      <TextField name="username" label={t`Username`} value={userName} onValue={() => {}} readOnly />
      {known === null && (
        <PasswordField
          name="oldPassword"
          label={t`Old password`}
          value={v.oldPassword}
          onValue={(x) => form.set('oldPassword', x)}
          error={form.errors.oldPassword}
          inputRef={form.ref('oldPassword')}
        />
      )}
      <PasswordField
        name="newPassword"
        label={t`New password`}
        value={v.newPassword}
        onValue={(x) => form.set('newPassword', x)}
        error={form.errors.newPassword}
        inputRef={form.ref('newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmNewPassword"
        label={t`Confirm new password`}
        value={v.confirmNewPassword}
        onValue={(x) => form.set('confirmNewPassword', x)}
        error={form.errors.confirmNewPassword}
        inputRef={form.ref('confirmNewPassword')}
        autoComplete="new-password"
      />
      <button type="submit" className={styles.primary} disabled={busy} data-testid="change-password-submit">
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
