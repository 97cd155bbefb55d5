/** GET /wps/captcha: a generated image (SVG data URL) and the id to send back with its answer. */
import * as v from 'valibot';
import { plainText } from '../validation/text';

export const CaptchaQuerySchema = v.object({
  moduleId: v.optional(v.literal('VALID_CAPTCHA3')),
  /** cache buster */
  t: v.optional(v.pipe(plainText(), v.maxLength(20))),
});
export const CaptchaValueSchema = v.object({
  captchaId: v.string(),
  /** `data:image/png;base64,...` (a rasterised, distorted image) */
  image: v.pipe(v.string(), v.startsWith('data:image/')),
  /** epoch ms after which the answer is refused */
  expirationTime: v.number(),
  length: v.number(),
});
export type CaptchaValue = v.InferOutput<typeof CaptchaValueSchema>;
