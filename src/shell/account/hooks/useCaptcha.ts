/**
 * The captcha of a form: shown from the start when `always` (CAPTCHA3), or once the server asks
 * for it (a failure whose value has `captcha: true`); a new image on every failure or click. Shown
 * from the start, it is the one the page's HTML carries when there is one (no call). An image that
 * cannot be had (the call fails) is `failed`: the field says so and a tap asks again.
 */
import type { CaptchaValue } from '@contracts/account/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha, takePageCaptcha } from '../api/captcha';

export type CaptchaState = {
  required: boolean;
  captcha: CaptchaValue | null;
  refresh: () => void;
  /** the last image could not be fetched */
  failed: boolean;
  /** the server asked for a captcha: show it (with a fresh image) */
  require: () => void;
};

export function useCaptcha(always: boolean): CaptchaState {
  const [required, setRequired] = useState(always);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(() => (always ? takePageCaptcha() : null));
  const [failed, setFailed] = useState(false);
  // the page's captcha stands for the first image: no call for it
  const fromPage = useRef(captcha !== null).current;
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const refresh = useCallback(() => {
    fetchCaptcha().then(
      (c) => {
        if (!live.current) return;
        setCaptcha(c);
        setFailed(false);
      },
      () => {
        if (!live.current) return;
        setCaptcha(null);
        setFailed(true);
      },
    );
  }, []);
  useEffect(() => {
    if (always) setRequired(true);
  }, [always]);
  useEffect(() => {
    // a check, not a one-shot flag: React's development StrictMode runs this effect twice
    if (required && !fromPage) refresh();
  }, [required, refresh, fromPage]);
  const require = useCallback(() => {
    setRequired((was) => {
      if (was) refresh(); // already shown: a new image (the old one is used up)
      return true;
    });
  }, [refresh]);
  return { required, captcha, refresh, require, failed };
}

/** Whether a failure's value asks for the captcha. */
export function asksForCaptcha(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
