/** Social login: verify the id token through the provider, then find or auto-register the member. */
import type { FIREBASE_CHANNELS } from '../../src/contracts/account/session';
import type { AccountContext } from './context';
import { AccountError, featureOff } from './errors';
import { emailTaken, insertMember, type MemberRow, memberByIdentity, memberByUsername, uniqueViolation } from './members';
import { randomDigits } from './secrets';

const FLAG = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;

/** A free username in the 4-10 letters-and-digits form, from the person's name. */
async function freeUsername(ctx: AccountContext, name: string | null): Promise<string> {
  const stem = (name ?? '').replace(/[^A-Za-z]/g, '').slice(0, 5).toLowerCase() || 'user';
  for (let i = 0; i < 20; i++) {
    const candidate = `${stem}${randomDigits(10 - stem.length)}`.slice(0, 10);
    if (!(await memberByUsername(ctx.db, ctx.brand.tenant.merchantCode, candidate))) return candidate;
  }
  throw new Error('could not find a free username');
}

export async function socialMember(ctx: AccountContext, channel: (typeof FIREBASE_CHANNELS)[number], idToken: string): Promise<MemberRow> {
  if (channel === 'sms') throw featureOff('Phone sign-in through the identity provider');
  const { tenant, flags } = ctx.brand;
  if (!flags[FLAG[channel]]) throw featureOff(`${channel} login (${FLAG[channel]})`);
  const who = await ctx.identity.verify(idToken, channel, ctx.now);
  if (!who) throw new AccountError('login.identity.invalid');
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
