/** Social login: verify the id token through the provider, then find or auto-register the member. */
import * as v from 'valibot';
import type { FIREBASE_CHANNELS } from '../../src/contracts/account/session';
import { FIELD_PATTERNS } from '../../src/contracts/registration-fields';
import { forgotEmailRule } from '../../src/contracts/validation/rules';
import { ApiError } from '../http/api-error';
import type { AccountContext } from './context';
import { featureOff } from './errors';
import type { VerifiedIdentity } from './identity';
import { assertIdentityUp } from './identity/availability';
import { emailTaken, insertMember, type MemberRow, memberByIdentity, memberByUsername, uniqueViolation } from './members';
import { randomDigits, sha256 } from './secrets';

const FLAG = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;

/** A free username in the 4-10 letters-and-digits form, from the person's name. */
async function freeUsername(ctx: AccountContext, name: string | null): Promise<string> {
  const stem =
    (name ?? '')
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 5)
      .toLowerCase() || 'user';
  for (let i = 0; i < 20; i++) {
    const candidate = `${stem}${randomDigits(10 - stem.length)}`.slice(0, 10);
    if (!(await memberByUsername(ctx.db, ctx.brand.tenant.merchantCode, candidate))) return candidate;
  }
  throw new Error('could not find a free username');
}

const NAME = new RegExp(FIELD_PATTERNS.name, 'u');

/** The provider's claims pass the same rules as typed input: a bad e-mail refuses, a bad name is dropped. */
function checkedClaims(who: VerifiedIdentity): { email: string | null; name: string | null } {
  let email: string | null = null;
  if (who.email !== null) {
    const r = v.safeParse(forgotEmailRule, who.email);
    if (!r.success)
      throw new ApiError('login.identity.invalid', { message: 'The identity provider sent an e-mail address this site does not accept' });
    email = r.output;
  }
  const name = who.name?.trim().slice(0, 20) ?? '';
  return { email, name: name !== '' && NAME.test(name) ? name : null };
}

/** Single use: a token that signed someone in cannot sign in again (kept until it expires). */
async function spendTokenOnce(ctx: AccountContext, who: VerifiedIdentity): Promise<void> {
  const rows = await ctx.db.query(
    'INSERT INTO identity_token_uses (token_hash, tenant_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash',
    [sha256(`${who.provider}:${who.tokenId}`), ctx.brand.tenant.id, who.expiresAt],
  );
  if (rows.length === 0) throw new ApiError('login.identity.invalid', { message: 'This sign-in was already used: sign in again' });
}

export async function socialMember(
  ctx: AccountContext,
  channel: (typeof FIREBASE_CHANNELS)[number],
  idToken: string,
  nonce: string | undefined,
): Promise<MemberRow> {
  if (channel === 'sms') throw featureOff('Phone sign-in through the identity provider');
  const { tenant, flags } = ctx.brand;
  if (!flags[FLAG[channel]]) throw featureOff(`${channel} login (${FLAG[channel]})`);
  await assertIdentityUp(ctx.db, tenant.id);
  const verified = await ctx.identity.verify(idToken, channel, { audience: tenant.id, nonce, now: ctx.now });
  if (!verified) throw new ApiError('login.identity.invalid');
  const claims = checkedClaims(verified);
  await spendTokenOnce(ctx, verified);
  const who = { ...verified, ...claims };
  const known = await memberByIdentity(ctx.db, tenant.merchantCode, who.provider, who.subject);
  if (known) return known;
  const email = who.email && !(await emailTaken(ctx.db, tenant.merchantCode, who.email)) ? who.email : null;
  const username = await freeUsername(ctx, who.name); // outside the transaction: PGlite runs one at a time
  try {
    return await ctx.db.transaction(async (tx) =>
      insertMember(tx, {
        tenantId: tenant.id,
        merchantCode: tenant.merchantCode,
        username,
        passwordHash: null,
        email,
        nickname: who.name?.slice(0, 20) ?? null,
        registerMethod: 'H5',
        identityProvider: who.provider,
        identitySubject: who.subject,
        now: ctx.now,
      }),
    );
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    const again = await memberByIdentity(ctx.db, tenant.merchantCode, who.provider, who.subject);
    if (again) return again;
    throw error;
  }
}
