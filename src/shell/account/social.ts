/**
 * Social sign-in through the identity provider. Here that is the reference server's development
 * provider (`/dev-idp/authorize`): it signs the player in on its own page and redirects back with
 * `#id_token=…&provider=…&state=…`; the site then logs in with type `firebase`. A production
 * provider (Firebase) would replace `startSocialSignIn` and hand back the same id token.
 *
 * Only a sign-in this browser started is accepted: `state` (kept in sessionStorage for this tab)
 * must come back unchanged, and the `nonce` sent with the login must be the one inside the token.
 */
import { ACCOUNT_CALLS } from '@contracts/account/calls';
import { readItem, statusAtom, store, writeItem } from '@kernel';

export type SocialProvider = 'google' | 'facebook';
type Pending = { provider: SocialProvider; state: string; nonce: string; at: number };

const PENDING_KEY = 'socialSignIn';
/** A sign-in left unfinished longer than the id token lives is forgotten. */
const PENDING_MS = 10 * 60 * 1000;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function startSocialSignIn(provider: SocialProvider, returnPath: string): void {
  const pending: Pending = { provider, state: randomId(), nonce: randomId(), at: Date.now() };
  writeItem(PENDING_KEY, JSON.stringify(pending), 'session');
  const api = store.get(statusAtom)?.info.paths.api ?? '';
  const redirect = `${window.location.origin}${returnPath}`;
  const q = new URLSearchParams({ provider, redirect_uri: redirect, state: pending.state, nonce: pending.nonce });
  window.location.assign(`${api}${ACCOUNT_CALLS.devIdpAuthorize.path}?${q}`);
}

function takePending(): Pending | null {
  const raw = readItem(PENDING_KEY, 'session');
  writeItem(PENDING_KEY, null, 'session'); // one answer per sign-in
  try {
    const p = JSON.parse(raw ?? 'null') as Partial<Pending> | null;
    if (!p || typeof p.state !== 'string' || typeof p.nonce !== 'string' || typeof p.at !== 'number') return null;
    if (p.provider !== 'google' && p.provider !== 'facebook') return null;
    return Date.now() - p.at < PENDING_MS ? (p as Pending) : null;
  } catch {
    return null;
  }
}

export type SocialReturn =
  | { kind: 'none' }
  /** an id token this browser did not ask for (a link from someone else, or a stale one): refused */
  | { kind: 'foreign' }
  | { kind: 'mine'; provider: SocialProvider; idToken: string; nonce: string };

/** What the provider handed back in the URL fragment. */
export function readSocialReturn(hash: string): SocialReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  if (!idToken) return { kind: 'none' };
  const pending = takePending();
  if (!pending || params.get('state') !== pending.state || params.get('provider') !== pending.provider) return { kind: 'foreign' };
  return { kind: 'mine', provider: pending.provider, idToken, nonce: pending.nonce };
}
