/**
 * The captcha of a form: shown from the start when `always` (CAPTCHA3), or once the server asks
 * for it (a failure whose value has `captcha: true`); a new image on every failure or click.
 */
import type { CaptchaValue } from '@contracts/account/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../api/captcha';

export type CaptchaState = {
  required: boolean;
  captcha: CaptchaValue | null;
  refresh: () => void;
  /** the server asked for a captcha: show it (with a fresh image) */
  require: () => void;
};

export function useCaptcha(always: boolean): CaptchaState {
  const [required, setRequired] = useState(always);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const refresh = useCallback(() => {
    fetchCaptcha().then(
      (c) => live.current && setCaptcha(c),
      () => live.current && setCaptcha(null),
    );
  }, []);
  useEffect(() => {
    if (always) setRequired(true);
  }, [always]);
  useEffect(() => {
    if (required) refresh();
  }, [required, refresh]);
  const require = useCallback(() => {
    setRequired((was) => {
      if (was) refresh(); // already shown: a new image (the old one is used up)
      return true;
    });
  }, [refresh]);
  return { required, captcha, refresh, require };
}

/** Whether a failure's value asks for the captcha. */
export function asksForCaptcha(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
