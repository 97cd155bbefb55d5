/**
 * The captcha input beside its image; a click on the image loads a new one. An image that fails to
 * load (its call failed, or the picture does not decode) says so (spec messages: no internet or a
 * slow connection) and the box reads "New captcha image" for the tap that asks again.
 */
import type { DecodedMessage } from '@contracts/validation/messages';
import { ApiError, CLIENT_CODES, toast } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
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
  /** the captcha id whose picture did not load */
  const [broken, setBroken] = useState<string | null>(null);
  const shown = state.captcha && state.captcha.captchaId !== broken ? state.captcha : null;
  const failed = state.required && !shown && (state.failed || broken !== null);
  useEffect(() => {
    if (failed) toast.short(new ApiError(CLIENT_CODES.network, '').descriptor);
  }, [failed]);
  const image = (
    <button
      type="button"
      className={styles.captchaImage}
      onClick={state.refresh}
      aria-label={t`New captcha image`}
      data-testid={`${name}-image`}
    >
      {/* the server draws 240x70: the box has its width before the image comes (no layout shift) */}
      {shown && (
        <img
          src={shown.image}
          alt={t`Captcha`}
          width={240}
          height={70}
          data-captcha-id={shown.captchaId}
          onError={() => setBroken(shown.captchaId)}
        />
      )}
      {failed && (
        <span role="alert" data-testid={`${name}-failed`}>
          {t`New captcha image`}
        </span>
      )}
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
