/**
 * The development identity provider, served by this server (`/dev-idp/authorize`): a local sign-in
 * page issues an HS256 id token signed with the installation's secret; `verify` checks signature,
 * issuer, audience (the brand), expiry, the nonce of the sign-in the browser started, and channel.
 */
import { createHash, randomUUID } from 'node:crypto';
import { LIMITS } from '../settings';
import { signJwt, verifyJwt } from './jwt';
import type { IdentityProvider, SocialProvider, TokenExpectation, VerifiedIdentity } from './types';

export const DEV_ISSUER = 'dev-idp';

export function devSubject(provider: SocialProvider, email: string): string {
  return createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);
}

export type DevTokenRequest = {
  provider: SocialProvider;
  email: string;
  name: string;
  /** the brand (tenant id) the token is for */
  audience: string;
  /** the nonce the browser sent to /dev-idp/authorize */
  nonce: string;
  now: Date;
};

export function issueDevIdToken(secret: string, p: DevTokenRequest): string {
  const iat = Math.floor(p.now.getTime() / 1000);
  return signJwt(
    {
      iss: DEV_ISSUER, aud: p.audience, sub: devSubject(p.provider, p.email), provider: p.provider, email: p.email, name: p.name,
      nonce: p.nonce, jti: randomUUID(), iat, exp: iat + Math.floor(LIMITS.idTokenTtlMs / 1000),
    },
    secret,
  );
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function devIdentityProvider(secret: string): IdentityProvider {
  return {
    name: 'dev',
    async verify(idToken: string, channel: SocialProvider, expect: TokenExpectation): Promise<VerifiedIdentity | null> {
      const c = verifyJwt(idToken, secret);
      if (!c || c.iss !== DEV_ISSUER || c.provider !== channel || c.aud !== expect.audience) return null;
      const now = expect.now.getTime();
      if (typeof c.exp !== 'number' || c.exp * 1000 <= now) return null;
      if (typeof c.iat !== 'number' || c.iat * 1000 > now + 60_000) return null;
      if (!expect.nonce || c.nonce !== expect.nonce) return null;
      const subject = text(c.sub);
      const tokenId = text(c.jti);
      if (!subject || !tokenId) return null;
      return { provider: channel, subject, email: text(c.email), name: text(c.name), tokenId, expiresAt: new Date(c.exp * 1000) };
    },
  };
}
