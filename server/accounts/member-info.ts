/** Member info, trial users, and rank progress from the ladder and the member's activity. */
import type { MemberInfo, RankProgressValue } from '../../src/contracts/account/member';
import type { Queryable } from '../db/types';
import { requireFlags } from './brand';
import type { AccountContext } from './context';
import { AccountError } from './errors';
import { insertMember, type MemberRow, memberByUsername } from './members';
import { randomAlnum } from './secrets';
import { startSession } from './sessions';
import { LIMITS } from './settings';

export function memberInfo(m: MemberRow): MemberInfo {
  return {
    id: m.id, type: m.member_type, nickname: m.nickname, account: m.username, email: m.email, mobileNum: m.mobile_num,
    countryDialingCode: m.country_dialing_code, birthday: m.birthday, payeeName: m.payee_name, trial: m.trial,
    merchantCode: m.merchant_code, affiliateCode: m.affiliate_code, createdAt: m.created_at.toISOString(),
  };
}

const TRIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Creates a trial member under the brand's trial merchant. */
export async function createTrialUser(ctx: AccountContext): Promise<{ userName: string; merchantCode: string }> {
  const { tenant } = ctx.brand;
  requireFlags(ctx.brand, 'Trial play', 'FREEPLAY3');
  const userName = `TRIAL${randomAlnum(8, TRIAL_ALPHABET)}`;
  await ctx.db.transaction((tx) =>
    insertMember(tx, { tenantId: tenant.id, merchantCode: tenant.trialMerchantCode, username: userName, passwordHash: null, trial: true, now: ctx.now }),
  );
  return { userName, merchantCode: tenant.trialMerchantCode };
}

export async function freePlayLogin(ctx: AccountContext, userName: string) {
  const { tenant } = ctx.brand;
  requireFlags(ctx.brand, 'Trial play', 'FREEPLAY3');
  const member = await memberByUsername(ctx.db, tenant.trialMerchantCode, userName);
  const fresh = member && ctx.now.getTime() - member.created_at.getTime() < LIMITS.trialTtlMs;
  if (!member?.trial || !fresh) throw new AccountError('member.not.found', 'This trial account does not exist or has expired');
  const token = await ctx.db.transaction((tx) => startSession(tx, member, ctx.now));
  return { token, userName: member.username, customerType: member.member_type, merchantCode: member.merchant_code };
}

type Level = { label_id: string; position: number; deposits_required: number; bets_required: number };

/** Progress toward the next rank: each of its two conditions (deposits, bets) met counts one. */
export async function rankProgress(db: Queryable, member: MemberRow): Promise<RankProgressValue> {
  const none: RankProgressValue = {
    playerRankProgress: { labelId: null, nextLabelId: null },
    currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
  };
  if (member.trial) return none;
  const activity = (await db.query<{ deposits: number; bets: number }>('SELECT deposits, bets FROM member_activity WHERE member_id = $1', [member.id]))[0];
  if (!activity) return none;
  const levels = await db.query<Level>('SELECT * FROM rank_levels ORDER BY position');
  const reached = levels.filter((l) => activity.deposits >= l.deposits_required && activity.bets >= l.bets_required);
  const current = reached[reached.length - 1];
  const next = levels.find((l) => l.position > (current?.position ?? -1));
  if (!next) {
    return { playerRankProgress: { labelId: current?.label_id ?? null, nextLabelId: null }, currentProgress: { completedConditions: 2, totalExpectedConditions: 2 } };
  }
  const completed = Number(activity.deposits >= next.deposits_required) + Number(activity.bets >= next.bets_required);
  return {
    playerRankProgress: { labelId: current?.label_id ?? null, nextLabelId: next.label_id },
    currentProgress: { completedConditions: completed, totalExpectedConditions: 2 },
  };
}

/** For the wallet and game records: counts a deposit or a bet toward the member's rank. */
export async function recordMemberActivity(db: Queryable, memberId: number, kind: 'deposit' | 'bet', now: Date): Promise<void> {
  const col = kind === 'deposit' ? 'deposits' : 'bets';
  await db.query(
    `INSERT INTO member_activity (member_id, ${col}, updated_at) VALUES ($1, 1, $2)
     ON CONFLICT (member_id) DO UPDATE SET ${col} = member_activity.${col} + 1, updated_at = $2`,
    [memberId, now],
  );
}

export function assertNotTrial(member: MemberRow): void {
  if (member.trial) throw new AccountError('trial.only');
}
