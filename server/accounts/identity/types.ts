/** The identity-provider interface social login (login type firebase) verifies id tokens through. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export type VerifiedIdentity = {
  provider: SocialProvider;
  /** stable id of the person at the provider */
  subject: string;
  email: string | null;
  name: string | null;
};

export interface IdentityProvider {
  readonly name: string;
  /** Verifies an id token for `channel`; resolves null when it is not valid (bad signature, expired, other channel). */
  verify(idToken: string, channel: SocialProvider, now: Date): Promise<VerifiedIdentity | null>;
}
