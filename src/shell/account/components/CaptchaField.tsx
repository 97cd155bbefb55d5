/** The captcha input beside its image; a click on the image loads a new one. */
import type { DecodedMessage } from '@contracts/validation/messages';
import { useLingui } from '@lingui/react/macro';
import styles from '../account.module.css';
import type { CaptchaState } from '../hooks/useCaptcha';
import { TextField } from './TextField';

type Props = {
  state: CaptchaState;
  value: string;
  onValue: (v: string) => void;
  error?: DecodedMessage | string | undefined;
  inputRef?: (el: HTMLInputElement | null) => void;
  name?: string;
  /** registration captcha: digits, at most 6; login: 1-16 characters */
  digits?: boolean;
};

export function CaptchaField({ state, value, onValue, error, inputRef, name = 'captcha', digits = false }: Props) {
  const { t } = useLingui();
  const image = (
    <button type="button" className={styles.captchaImage} onClick={state.refresh} aria-label={t`New captcha image`} data-testid={`${name}-image`}>
      {/* the server draws 240x70: the box has its width before the image comes (no layout shift) */}
      {state.captcha && <img src={state.captcha.image} alt={t`Captcha`} width={240} height={70} data-captcha-id={state.captcha.captchaId} />}
    </button>
  );
  return (
    <TextField
      name={name}
      label={t`Captcha`}
      value={value}
      onValue={onValue}
      error={error}
      inputRef={inputRef}
      after={image}
      autoComplete="off"
      inputMode={digits ? 'numeric' : 'text'}
      maxLength={digits ? 6 : 16}
      hint={t`Enter the characters in the image (the result if it is a sum)`}
    />
  );
}
