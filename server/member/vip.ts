/**
 * VIP rank and progress. The ladder is the brand file's; the player's lifetime deposits
 * and turnover come from the ledger. The current rank is the highest whose two thresholds are met;
 * progress is toward the next rank, in the spec §3 shape (see src/contracts/member/vip.ts for how
 * the conditions are counted). Trial accounts have no rank (labelId null: vipProgress 1).
 */
import type { RankProgressValue } from '../../src/contracts/account/member';
import type { VipValue } from '../../src/contracts/member/vip';
import type { Tenant } from '../../tenants/schema';
import type { MemberRow } from '../accounts/members';
import type { Queryable } from '../db/types';
import { benefitsOf } from './benefits';
import { lifetimeFigures } from './figures';
import { type RankState, rankOf } from './rank';
import { vipSettings } from './settings';

export async function rankStateOf(db: Queryable, tenant: Tenant, member: MemberRow, now: Date): Promise<RankState | null> {
  if (member.trial) return null;
  return rankOf(tenant, await lifetimeFigures(db, tenant.id, member.id, now));
}

/** GET /wps/member/rank/progress (spec §3, §7). */
export async function rankProgress(db: Queryable, tenant: Tenant, member: MemberRow, now: Date): Promise<RankProgressValue> {
  const s = await rankStateOf(db, tenant, member, now);
  if (!s)
    return {
      playerRankProgress: { labelId: null, nextLabelId: null },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
    };
  return {
    playerRankProgress: { labelId: s.labelId, nextLabelId: s.nextLabelId },
    currentProgress: { completedConditions: s.completed, totalExpectedConditions: s.total },
  };
}

/** GET /wps/member/vip: the ladder with its benefits; with a player, his figures and rank. */
export async function vipOverview(db: Queryable, tenant: Tenant, member: MemberRow | null, now: Date): Promise<VipValue> {
  const s = member ? await rankStateOf(db, tenant, member, now) : null;
  return {
    currency: tenant.currency,
    // only what the platform pays (withdrawalsPerDay and dedicatedService are not enforced: not shown)
    ranks: vipSettings(tenant).ranks.map(({ labelId, name, deposits, turnover, benefits: b }) => ({
      labelId,
      name,
      deposits,
      turnover,
      benefits: { rebatePercent: b.rebatePercent, birthdayBonus: b.birthdayBonus, upgradeBonus: b.upgradeBonus },
    })),
    figures: s?.figures ?? { deposits: 0, turnover: 0 },
    labelId: s?.labelId ?? null,
    nextLabelId: s?.nextLabelId ?? null,
    progress: s ? (s.total > 0 ? Math.min(1, s.completed / s.total) : 1) : 1,
    benefits: member && s ? await benefitsOf(db, tenant, member.id, now) : null,
  };
}
