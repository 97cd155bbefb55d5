/** The remembered-login record's shape and storage keys (the crypto is in device-codec.ts, loaded on demand). */
import * as v from 'valibot';

export const REMEMBER_KEYS = { record: 'rememberedLogin', deviceKey: 'deviceSalt' } as const;

export const RememberedLoginSchema = v.object({
  type: v.picklist(['username', 'sms']),
  username: v.string(),
  password: v.string(),
  countryDialingCode: v.string(),
});
export type RememberedLogin = v.InferOutput<typeof RememberedLoginSchema>;
