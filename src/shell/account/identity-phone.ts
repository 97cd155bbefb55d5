/**
 * Phone verification through the identity provider (spec: "an alternative mobile SMS service
 * through a third-party identity provider"; `firebaseChannel` 'sms'). Used when the brand has its
 * codes sent by the provider (`info.identity.sms`) and the provider is ready; otherwise the site
 * uses the server's SMS. Here the provider is the reference server's development provider
 * (`/dev-idp/phone/*`, what Firebase's sendVerificationCode / signInWithPhoneNumber do): it texts
 * the code, then trades the code the player typed for an id token the site's call carries with the
 * nonce this browser chose.
 */
import { ACCOUNT_CALLS } from '@contracts/account/calls';
import { e164, PhoneSendValueSchema, PhoneVerifyValueSchema } from '@contracts/account/identity-phone';
import type { SmsPurpose } from '@contracts/account/sms';
import { apiRequest, statusAtom, store } from '@kernel';
import { useAtomValue } from 'jotai';

type Pending = { sessionInfo: string; nonce: string; phoneNumber: string };
/** the phone verification each form of this tab started (one per purpose) */
const pending = new Map<SmsPurpose, Pending>();

export type IdentityProof = { firebaseChannel: 'sms'; firebaseIdToken: string; firebaseNonce: string };

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const viaProvider = (info: { identity?: { ready: boolean; sms?: boolean | undefined } | undefined } | undefined): boolean =>
  info?.identity?.ready === true && info.identity.sms === true;

/** true while this brand's phone codes come from the identity provider */
export function useIdentityPhone(): boolean {
  return viaProvider(useAtomValue(statusAtom)?.info);
}

/** The provider texts a code to the number (resend: a new one replaces the old). */
export async function sendIdentityCode(purpose: SmsPurpose, mobile: { countryDialingCode: string; mobileNum: string }): Promise<void> {
  const phoneNumber = e164(mobile.countryDialingCode, mobile.mobileNum);
  const nonce = randomNonce();
  const def = ACCOUNT_CALLS.devIdpPhoneSend;
  const r = await apiRequest(def.path, { method: def.method, schema: PhoneSendValueSchema, body: { phoneNumber, nonce } });
  pending.set(purpose, { sessionInfo: r.sessionInfo, nonce, phoneNumber });
}

/**
 * The proof for a call, when this form's code came from the provider for this very number: the
 * provider checks the code and answers an id token (a wrong code throws its `sms.code.invalid`).
 * null when the code came from the server's SMS (or none was asked for): the call sends the code.
 */
export async function identityProof(
  purpose: SmsPurpose,
  mobile: { countryDialingCode: string; mobileNum: string },
  code: string,
): Promise<IdentityProof | null> {
  if (!viaProvider(store.get(statusAtom)?.info)) return null;
  const p = pending.get(purpose);
  if (!p || p.phoneNumber !== e164(mobile.countryDialingCode, mobile.mobileNum)) return null;
  const def = ACCOUNT_CALLS.devIdpPhoneVerify;
  const r = await apiRequest(def.path, { method: def.method, schema: PhoneVerifyValueSchema, body: { sessionInfo: p.sessionInfo, code } });
  pending.delete(purpose);
  return { firebaseChannel: 'sms', firebaseIdToken: r.idToken, firebaseNonce: p.nonce };
}
