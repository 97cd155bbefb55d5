/** A password input with a show/hide toggle. */
import { Icon } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from '../account.module.css';
import { TextField, type TextFieldProps } from './TextField';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.side}
      onClick={() => setShown(!shown)}
      aria-label={shown ? t`Hide password` : t`Show password`}
      aria-pressed={shown}
    >
      <Icon name={shown ? 'eyeOff' : 'eye'} />
    </button>
  );
  return <TextField autoComplete="current-password" maxLength={64} {...props} type={shown ? 'text' : 'password'} after={toggle} />;
}
