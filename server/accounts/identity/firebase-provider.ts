/**
 * The production provider slot (Firebase Authentication). Verifying a Firebase id token needs
 * Google's public keys over the network and the project's id; this build ships no such client, so
 * the provider refuses clearly instead of pretending. Replace `verify` with a real verifier
 * (e.g. firebase-admin `verifyIdToken`) when deploying with IDENTITY_PROVIDER=firebase.
 */

import { ApiError } from '../../http/api-error';
import type { IdentityProvider } from './types';

function unavailable(): never {
  throw new ApiError('identity.provider.unavailable', {
    message:
      'Sign-in through the identity provider is configured for Firebase, which this server cannot reach; set IDENTITY_PROVIDER=dev for local use',
  });
}

export function firebaseIdentityProvider(): IdentityProvider {
  return {
    name: 'firebase',
    async verify() {
      return unavailable();
    },
    async verifyPhone() {
      return unavailable();
    },
  };
}
