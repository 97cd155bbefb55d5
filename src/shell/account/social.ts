/**
 * Social sign-in through the identity provider. Here that is the reference server's development
 * provider (`/dev-idp/authorize`): it signs the player in on its own page and redirects back with
 * `#id_token=…&provider=google|facebook`; the site then logs in with type `firebase`. A production
 * provider (Firebase) would replace `startSocialSignIn` and hand back the same id token.
 */
import { ACCOUNT_CALLS } from '@contracts/account/calls';
import { statusAtom, store } from '@kernel';

export type SocialProvider = 'google' | 'facebook';

export function startSocialSignIn(provider: SocialProvider, returnPath: string): void {
  const api = store.get(statusAtom)?.info.paths.api ?? '';
  const redirect = `${window.location.origin}${returnPath}`;
  const q = new URLSearchParams({ provider, redirect_uri: redirect });
  window.location.assign(`${api}${ACCOUNT_CALLS.devIdpAuthorize.path}?${q}`);
}

/** The id token the provider handed back in the URL fragment, or null. */
export function readSocialReturn(hash: string): { provider: SocialProvider; idToken: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  const provider = params.get('provider');
  if (!idToken || (provider !== 'google' && provider !== 'facebook')) return null;
  return { provider, idToken };
}
