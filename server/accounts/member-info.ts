/** Member info and trial users (rank progress: server/member/vip.ts, from the brand's ladder and the ledger). */
import type { MemberInfo } from '../../src/contracts/account/member';
import { ApiError } from '../http/api-error';
import { requireFlags } from './brand';
import type { AccountContext } from './context';
import { insertMember, type MemberRow, memberByUsername } from './members';
import { randomAlnum } from './secrets';
import { startSession } from './sessions';
import { LIMITS } from './settings';

export function memberInfo(m: MemberRow): MemberInfo {
  return {
    id: m.id,
    type: m.member_type,
    nickname: m.nickname,
    account: m.username,
    email: m.email,
    mobileNum: m.mobile_num,
    countryDialingCode: m.country_dialing_code,
    birthday: m.birthday,
    payeeName: m.payee_name,
    trial: m.trial,
    merchantCode: m.merchant_code,
    affiliateCode: m.affiliate_code,
    createdAt: m.created_at.toISOString(),
  };
}

const TRIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Creates a trial member under the brand's trial merchant. */
export async function createTrialUser(ctx: AccountContext): Promise<{ userName: string; merchantCode: string }> {
  const { tenant } = ctx.brand;
  requireFlags(ctx.brand, 'Trial play', 'FREEPLAY3');
  const userName = `TRIAL${randomAlnum(8, TRIAL_ALPHABET)}`;
  await ctx.db.transaction((tx) =>
    insertMember(tx, {
      tenantId: tenant.id,
      merchantCode: tenant.trialMerchantCode,
      username: userName,
      passwordHash: null,
      trial: true,
      now: ctx.now,
    }),
  );
  return { userName, merchantCode: tenant.trialMerchantCode };
}

export async function freePlayLogin(ctx: AccountContext, userName: string) {
  const { tenant } = ctx.brand;
  requireFlags(ctx.brand, 'Trial play', 'FREEPLAY3');
  const member = await memberByUsername(ctx.db, tenant.trialMerchantCode, userName);
  const fresh = member && ctx.now.getTime() - member.created_at.getTime() < LIMITS.trialTtlMs;
  if (!member?.trial || !fresh) throw new ApiError('member.not.found', { message: 'This trial account does not exist or has expired' });
  const token = await ctx.db.transaction((tx) => startSession(tx, member, ctx.now));
  return { token, userName: member.username, customerType: member.member_type, merchantCode: member.merchant_code };
}
