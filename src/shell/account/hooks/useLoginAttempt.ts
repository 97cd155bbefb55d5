/**
 * What every login form shares: the captcha (always with CAPTCHA3, else once the server asks for
 * it), the busy flag, the failure text, and the captcha answer to send. `attempt` runs one login
 * call; on failure the captcha field is cleared and the image appears or refreshes (spec "Login").
 */
import { useLingui } from '@lingui/react/macro';
import { ApiError, useFlag } from '@kernel';
import { useState } from 'react';
import { accountErrorText } from '../messages/error-text';
import { asksForCaptcha, useCaptcha } from './useCaptcha';

export function useLoginAttempt(clearCaptchaField: () => void) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** the account is locked: its owner may add the SMS second factor */
  const [secondFactor, setSecondFactor] = useState(false);
  const captcha = useCaptcha(useFlag('CAPTCHA3'));

  const answer = (typed: string) => (captcha.required ? { captcha: typed, captchaId: captcha.captcha?.captchaId ?? '' } : {});

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(accountErrorText(i18n, error));
      if (error instanceof ApiError && asksForSecondFactor(error.value)) setSecondFactor(true);
      clearCaptchaField();
      if (error instanceof ApiError && asksForCaptcha(error.value)) captcha.require();
      else if (captcha.required) captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return { failure, setFailure, busy, captcha, answer, attempt, secondFactor };
}

function asksForSecondFactor(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { secondFactor?: unknown }).secondFactor === 'sms';
}
