/** Human verification before an SMS is sent: solve the captcha image, then the code is sent. */
import { captchaRule } from '@contracts/validation/rules';
import { validate } from '@contracts/validation/field-errors';
import type { DecodedMessage } from '@contracts/validation/messages';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import styles from '../account.module.css';
import type { CaptchaState } from '../hooks/useCaptcha';
import { CaptchaField } from './CaptchaField';

type Props = {
  captcha: CaptchaState;
  busy: boolean;
  onSolved: (answer: { captchaId: string; captcha: string }) => void;
};

export function HumanCheck({ captcha, busy, onSolved }: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<DecodedMessage | undefined>();
  const confirm = () => {
    const r = validate(captchaRule, value);
    if (!r.ok) return setError(r.errors['']);
    if (!captcha.captcha) return captcha.refresh();
    onSolved({ captchaId: captcha.captcha.captchaId, captcha: r.value });
    setValue('');
  };
  return (
    <div className={styles.form} data-testid="human-check">
      <CaptchaField state={captcha} value={value} onValue={setValue} error={error} name="humanCheck" digits />
      <button
        type="button"
        className={`${styles.primary} ${styles.ghost}`}
        onClick={confirm}
        disabled={busy}
        data-testid="human-check-confirm"
      >
        <Trans>Confirm and send the code</Trans>
      </button>
    </div>
  );
}
