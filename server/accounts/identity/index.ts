/** Picks the identity provider from the settings (IDENTITY_PROVIDER=dev|firebase). */
import { devIdentityProvider } from './dev-provider';
import { firebaseIdentityProvider } from './firebase-provider';
import type { IdentityProvider } from './types';

export type { IdentityProvider, SocialProvider, TokenExpectation, VerifiedIdentity, VerifiedPhone } from './types';
export { SOCIAL_PROVIDERS } from './types';

/** `devSecret`: the development provider's signing key (the installation's, or DEV_IDP_SECRET). */
export function identityProvider(provider: 'dev' | 'firebase', devSecret: string): IdentityProvider {
  return provider === 'dev' ? devIdentityProvider(devSecret) : firebaseIdentityProvider();
}
