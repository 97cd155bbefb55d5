/** GET /wps/captcha (moduleId VALID_CAPTCHA3): a generated image (base64 data URL) and its id. */
import { type CaptchaValue, CaptchaValueSchema } from '@contracts/account/captcha';
import { ACCOUNT_MODULE_IDS } from '@contracts/account/calls';
import { BOOT_CAPTCHA_ID } from '@contracts/boot-html';
import * as v from 'valibot';
import { sendAccountCall } from './send';

export function fetchCaptcha(): Promise<CaptchaValue> {
  return sendAccountCall('captcha', CaptchaValueSchema, { moduleId: ACCOUNT_MODULE_IDS.captcha, t: String(Date.now()) });
}

/** A captcha that would expire this soon is not worth showing: the form calls for a new one. */
const MIN_LIFE_MS = 30_000;

/**
 * The captcha the login page's HTML carries (server/routes/site/first-screen-captcha.ts), taken once:
 * the element is removed, so a later form calls for its own. Null when there is none, it does not
 * match the schema, or it is about to expire.
 */
export function takePageCaptcha(now: number = Date.now()): CaptchaValue | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_CAPTCHA_ID);
  if (!el) return null;
  el.remove();
  try {
    const parsed = v.safeParse(CaptchaValueSchema, JSON.parse(el.textContent ?? ''));
    return parsed.success && parsed.output.expirationTime - now > MIN_LIFE_MS ? parsed.output : null;
  } catch {
    return null;
  }
}
