/** GET /wps/captcha (moduleId VALID_CAPTCHA3): a generated image (base64 data URL) and its id. */
import { type CaptchaValue, CaptchaValueSchema } from '@contracts/account/captcha';
import { ACCOUNT_MODULE_IDS } from '@contracts/account/calls';
import { sendAccountCall } from './send';

export function fetchCaptcha(): Promise<CaptchaValue> {
  return sendAccountCall('captcha', CaptchaValueSchema, { moduleId: ACCOUNT_MODULE_IDS.captcha, t: String(Date.now()) });
}
