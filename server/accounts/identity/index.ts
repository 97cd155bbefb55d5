/** Picks the identity provider from the settings (IDENTITY_PROVIDER=dev|firebase). */
import type { IdentitySettings } from '../settings';
import { devIdentityProvider } from './dev-provider';
import { firebaseIdentityProvider } from './firebase-provider';
import type { IdentityProvider } from './types';

export type { IdentityProvider, SocialProvider, VerifiedIdentity } from './types';
export { SOCIAL_PROVIDERS } from './types';

export function identityProvider(settings: IdentitySettings): IdentityProvider {
  return settings.provider === 'dev' ? devIdentityProvider(settings.devSecret) : firebaseIdentityProvider();
}
