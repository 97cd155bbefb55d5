/**
 * The development identity provider, served by this server (`/dev-idp/authorize`): a local sign-in
 * page issues an HS256 id token signed with the installation's secret; `verify` checks signature,
 * issuer, audience (the brand), expiry, the nonce of the sign-in the browser started, and channel.
 * Phone sign-in (`dev-phone.ts`) texts a code to the dev outbox and trades it for a token of channel
 * 'sms' carrying `phone_number`; `verifyPhone` checks it the same way.
 */
import { createHash, randomUUID } from 'node:crypto';
import { LIMITS } from '../settings';
import { signJwt, verifyJwt } from './jwt';
import type { IdentityProvider, SocialProvider, TokenExpectation, VerifiedIdentity, VerifiedPhone } from './types';

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
      iss: DEV_ISSUER,
      aud: p.audience,
      sub: devSubject(p.provider, p.email),
      provider: p.provider,
      email: p.email,
      name: p.name,
      nonce: p.nonce,
      jti: randomUUID(),
      iat,
      exp: iat + Math.floor(LIMITS.idTokenTtlMs / 1000),
    },
    secret,
  );
}

/** The channel name phone tokens carry (Firebase: sign_in_provider 'phone'; the spec's firebaseChannel 'sms'). */
export const PHONE_CHANNEL = 'sms';

export type DevPhoneTokenRequest = { phoneNumber: string; audience: string; nonce: string; now: Date };

export function issueDevPhoneToken(secret: string, p: DevPhoneTokenRequest): string {
  const iat = Math.floor(p.now.getTime() / 1000);
  return signJwt(
    {
      iss: DEV_ISSUER,
      aud: p.audience,
      sub: createHash('sha256').update(`phone:${p.phoneNumber}`).digest('hex').slice(0, 24),
      provider: PHONE_CHANNEL,
      phone_number: p.phoneNumber,
      nonce: p.nonce,
      jti: randomUUID(),
      iat,
      exp: iat + Math.floor(LIMITS.idTokenTtlMs / 1000),
    },
    secret,
  );
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function devIdentityProvider(secret: string): IdentityProvider {
  /** the claims of a token of `channel` this provider signed for this brand and browser, still valid; else null */
  function checked(idToken: string, channel: string, expect: TokenExpectation): Record<string, unknown> | null {
    const c = verifyJwt(idToken, secret);
    if (!c || c.iss !== DEV_ISSUER || c.provider !== channel || c.aud !== expect.audience) return null;
    const now = expect.now.getTime();
    if (typeof c.exp !== 'number' || c.exp * 1000 <= now) return null;
    if (typeof c.iat !== 'number' || c.iat * 1000 > now + 60_000) return null;
    if (!expect.nonce || c.nonce !== expect.nonce) return null;
    return c;
  }
  return {
    name: 'dev',
    async verifyPhone(idToken: string, expect: TokenExpectation): Promise<VerifiedPhone | null> {
      const c = checked(idToken, PHONE_CHANNEL, expect);
      const phoneNumber = text(c?.phone_number);
      const subject = text(c?.sub);
      const tokenId = text(c?.jti);
      if (!c || !phoneNumber || !subject || !tokenId || typeof c.exp !== 'number') return null;
      return { phoneNumber, subject, tokenId, expiresAt: new Date(c.exp * 1000) };
    },
    async verify(idToken: string, channel: SocialProvider, expect: TokenExpectation): Promise<VerifiedIdentity | null> {
      const c = checked(idToken, channel, expect);
      const subject = text(c?.sub);
      const tokenId = text(c?.jti);
      if (!c || !subject || !tokenId || typeof c.exp !== 'number') return null;
      return { provider: channel, subject, email: text(c.email), name: text(c.name), tokenId, expiresAt: new Date(c.exp * 1000) };
    },
  };
}
