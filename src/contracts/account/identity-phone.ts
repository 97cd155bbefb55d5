/**
 * Phone verification through the identity provider (spec §7: "an alternative mobile SMS service
 * through a third-party identity provider"; `firebaseChannel` 'sms'). The browser asks the provider
 * to text a code (`send`, answered with an opaque `sessionInfo`), then trades the code for a signed
 * id token (`verify`) that it hands to the site's login, registration or set-password-by-phone.
 * The token is for this brand (aud), carries the browser's nonce and the phone number.
 */
import * as v from 'valibot';
import { nonceRule } from './session';

/** E.164 as the provider writes it: `+` and the digits of the dialing code and the number */
export const phoneNumberRule = v.pipe(v.string(), v.regex(/^\+\d{6,20}$/, 'phone number like +85512345678'));

export const PhoneSendRequestSchema = v.strictObject({ phoneNumber: phoneNumberRule, nonce: nonceRule });
export const PhoneSendValueSchema = v.object({ sessionInfo: v.string() });

export const PhoneVerifyRequestSchema = v.strictObject({
  sessionInfo: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'sessionInfo')),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'the 6-digit code')),
});
export const PhoneVerifyValueSchema = v.object({ idToken: v.string(), phoneNumber: phoneNumberRule });

/** The number the provider verifies for a dialing code and a mobile number as the site's forms hold them. */
export const e164 = (countryDialingCode: string, mobileNum: string): string => `${countryDialingCode}${mobileNum}`;
