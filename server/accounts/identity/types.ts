/** The identity-provider interface social login (login type firebase) verifies id tokens through. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export type VerifiedIdentity = {
  provider: SocialProvider;
  /** stable id of the person at the provider */
  subject: string;
  /** raw claims: validated like typed input by the caller before use */
  email: string | null;
  name: string | null;
  /** the token's unique id and expiry (single use: see social.ts) */
  tokenId: string;
  expiresAt: Date;
};

/** A phone number the provider verified (its SMS code was entered): `firebaseChannel` 'sms'. */
export type VerifiedPhone = {
  /** E.164, e.g. +85512345678 */
  phoneNumber: string;
  subject: string;
  tokenId: string;
  expiresAt: Date;
};

/** What a token must be for: this brand (audience) and the sign-in this browser started (nonce). */
export type TokenExpectation = { audience: string; nonce: string | undefined; now: Date };

export interface IdentityProvider {
  readonly name: string;
  /** Verifies an id token for `channel`; resolves null when it is not valid (signature, issuer, audience, expiry, nonce, channel). */
  verify(idToken: string, channel: SocialProvider, expect: TokenExpectation): Promise<VerifiedIdentity | null>;
  /** Verifies a phone sign-in's id token; resolves null when it is not valid (signature, issuer, audience, expiry, nonce, channel). */
  verifyPhone(idToken: string, expect: TokenExpectation): Promise<VerifiedPhone | null>;
}
