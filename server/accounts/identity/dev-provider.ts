/**
 * The development identity provider, served by this server (`/dev-idp/authorize`): a local sign-in
 * page issues an HS256 id token signed with DEV_IDP_SECRET; `verify` checks it.
 */
import { createHash } from 'node:crypto';
import { signJwt, verifyJwt } from './jwt';
import type { IdentityProvider, SocialProvider, VerifiedIdentity } from './types';

export const DEV_ISSUER = 'dev-idp';
const TOKEN_TTL_S = 10 * 60;

export function devSubject(provider: SocialProvider, email: string): string {
  return createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);
}

export function issueDevIdToken(secret: string, p: { provider: SocialProvider; email: string; name: string; now: Date }): string {
  const iat = Math.floor(p.now.getTime() / 1000);
  return signJwt(
    { iss: DEV_ISSUER, sub: devSubject(p.provider, p.email), provider: p.provider, email: p.email, name: p.name, iat, exp: iat + TOKEN_TTL_S },
    secret,
  );
}

export function devIdentityProvider(secret: string): IdentityProvider {
  return {
    name: 'dev',
    async verify(idToken: string, channel: SocialProvider, now: Date): Promise<VerifiedIdentity | null> {
      const c = verifyJwt(idToken, secret);
      if (!c || c.iss !== DEV_ISSUER || c.provider !== channel) return null;
      if (typeof c.exp !== 'number' || c.exp * 1000 <= now.getTime()) return null;
      if (typeof c.sub !== 'string' || c.sub === '') return null;
      return {
        provider: channel,
        subject: c.sub,
        email: typeof c.email === 'string' && c.email !== '' ? c.email : null,
        name: typeof c.name === 'string' && c.name !== '' ? c.name : null,
      };
    },
  };
}
