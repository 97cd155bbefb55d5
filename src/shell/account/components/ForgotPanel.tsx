/**
 * Forgot password: phone (CHNGPASSVERIF3) and e-mail (CHNGPASSMAIL3); the switch shows only when
 * both are on, phone first when it is. Success: the message for 1 s, then back.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TOAST_MS, toast, useFlag } from '@kernel';
import { useState } from 'react';
import styles from '../account.module.css';
import { ForgotEmailForm } from './ForgotEmailForm';
import { ForgotPhoneForm } from './ForgotPhoneForm';

export const FORGOT_SUCCESS_MS = TOAST_MS.successQuick;
const emailSent = msg({
  id: 'forgot_email_sent',
  message: 'The verification code was sent to your e-mail, check your inbox or spam folder',
});
const passwordReset = msg({ id: 'password_reset_done', message: 'Your password was reset, log in with the new one' });

export function ForgotPanel({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const phoneOn = useFlag('CHNGPASSVERIF3');
  const emailOn = useFlag('CHNGPASSMAIL3');
  const [chosen, setChosen] = useState<'phone' | 'email'>(phoneOn ? 'phone' : 'email');
  const method = phoneOn && emailOn ? chosen : phoneOn ? 'phone' : 'email';
  const done = (message: typeof emailSent) => {
    toast.success(message, FORGOT_SUCCESS_MS);
    setTimeout(onBack, FORGOT_SUCCESS_MS);
  };
  if (!phoneOn && !emailOn) return null;
  return (
    <div className={styles.form} data-testid="forgot-panel">
      {phoneOn && emailOn && (
        <div className={styles.tabs} role="tablist" aria-label={t`Reset method`}>
          <button type="button" role="tab" className={styles.tab} aria-selected={method === 'phone'} onClick={() => setChosen('phone')}>
            <Trans>By phone</Trans>
          </button>
          <button type="button" role="tab" className={styles.tab} aria-selected={method === 'email'} onClick={() => setChosen('email')}>
            <Trans>By e-mail</Trans>
          </button>
        </div>
      )}
      {method === 'phone' ? (
        <ForgotPhoneForm onSuccess={() => done(passwordReset)} />
      ) : (
        <ForgotEmailForm onSuccess={() => done(emailSent)} />
      )}
    </div>
  );
}
