/** Forgot by e-mail (temporary password by e-mail), set by phone (SMS code), change password. */
import * as v from 'valibot';
import { changePasswordSchema, forgotByEmailSchema, forgotByPhoneSchema } from '../../src/contracts/validation/passwords';
import { ApiError } from '../http/api-error';
import { requireFlags } from './brand';
import type { AccountContext } from './context';
import { invalidInput } from './errors';
import { type MemberRow, memberByMobile, memberByUsername, setPassword } from './members';
import { provePhone } from './phone-proof';
import { hashPassword, verifyPassword } from './secrets';
import { revokeMemberSessions } from './sessions';
import { issueTemporaryPassword } from './temporary-password';

function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, input);
  if (!r.success) throw invalidInput(r.issues);
  return r.output;
}

/**
 * Answers the same success whether or not username and e-mail match (no account probing), after the
 * same work either way (`issueTemporaryPassword`: no timing probe); on a match the e-mail carries a
 * temporary password valid for 24 h, usable beside the old one.
 */
export async function forgotByEmail(ctx: AccountContext, query: unknown): Promise<void> {
  const { tenant } = ctx.brand;
  requireFlags(ctx.brand, 'Password reset by e-mail', 'CHNGPASSMAIL3');
  const q = parse(forgotByEmailSchema, query);
  const member = await memberByUsername(ctx.db, tenant.merchantCode, q.username);
  const matches = member && !member.disabled && !member.trial && member.email?.toLowerCase() === q.email.toLowerCase();
  await issueTemporaryPassword(
    ctx,
    matches ? { memberId: member.id, username: member.username, recipient: member.email ?? q.email } : null,
  );
}

/** Refuses a new password equal to the member's current one. */
async function refuseSame(member: MemberRow, password: string): Promise<void> {
  if (await verifyPassword(password, member.password_hash)) throw new ApiError('modify.new.old.same');
}

export async function setPasswordByPhone(ctx: AccountContext, payload: unknown): Promise<void> {
  const { tenant } = ctx.brand;
  requireFlags(ctx.brand, 'Password reset by phone', 'CHNGPASSVERIF3');
  const r = parse(forgotByPhoneSchema(tenant.register), payload);
  const member = await memberByMobile(ctx.db, tenant.merchantCode, r.countryDialingCode, r.mobileNum);
  const known = member && !member.disabled ? member : null;
  // before the code is checked (the player keeps the code); an unknown number costs the same hash time
  if (await verifyPassword(r.newPassword, known?.password_hash)) throw new ApiError('modify.new.old.same');
  // an unknown number has no code that can match: the same `sms.code.invalid` as a wrong code (no probing)
  const proof = await provePhone(ctx, {
    purpose: 'reset',
    countryDialingCode: r.countryDialingCode,
    mobileNum: r.mobileNum,
    code: r.verificationCode,
    firebase: r.firebaseChannel === 'sms' && r.firebaseIdToken ? { idToken: r.firebaseIdToken, nonce: r.firebaseNonce } : undefined,
  });
  if (!known) throw new ApiError('sms.code.invalid');
  const hash = await hashPassword(r.newPassword);
  await ctx.db.transaction(async (tx) => {
    await proof.spend(tx);
    await setPassword(tx, known.id, hash);
    await revokeMemberSessions(tx, known.id, 'password', ctx.now);
  });
}

export async function changePassword(ctx: AccountContext, member: MemberRow, payload: unknown): Promise<void> {
  if (member.trial) throw new ApiError('trial.only');
  const r = parse(changePasswordSchema(ctx.brand.tenant.register.password), payload);
  const tempValid = member.temp_password_expires_at !== null && member.temp_password_expires_at > ctx.now;
  const oldOk =
    (await verifyPassword(r.oldPassword, member.password_hash)) ||
    (tempValid && (await verifyPassword(r.oldPassword, member.temp_password_hash)));
  if (!oldOk) throw new ApiError('modify.old.invalid');
  await refuseSame(member, r.newPassword);
  const hash = await hashPassword(r.newPassword);
  await ctx.db.transaction((tx) => setPassword(tx, member.id, hash));
}
