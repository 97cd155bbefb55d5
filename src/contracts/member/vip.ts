/**
 * VIP ranks: the brand file defines the ladder (thresholds of lifetime deposits and
 * turnover, in minor units, and the benefits of each rank); the player's figures come from the
 * ledger. The rank-progress call keeps the spec §3 shape (see ../account/member.ts).
 */
import * as v from 'valibot';

/**
 * The benefits the platform pays (server/member/benefits.ts). The brand file's withdrawalsPerDay and
 * dedicatedService are not enforced or offered by the platform, so they are not shown.
 */
export const VipBenefitsSchema = v.object({
  /** rebate on settled stakes, percent */
  rebatePercent: v.number(),
  /** minor units; 0 = none */
  birthdayBonus: v.number(),
  /** minor units; 0 = none */
  upgradeBonus: v.number(),
});

export const VipRankSchema = v.object({
  labelId: v.string(),
  name: v.string(),
  /** lifetime deposits needed, minor units */
  deposits: v.number(),
  /** lifetime turnover (stakes) needed, minor units */
  turnover: v.number(),
  benefits: VipBenefitsSchema,
});
export type VipRank = v.InferOutput<typeof VipRankSchema>;

/** One VIP benefit paid by the pay run (server/member/benefits.ts), or withheld (responsible gambling). */
export const VipBenefitPaymentSchema = v.object({
  kind: v.picklist(['upgrade', 'rebate', 'birthday']),
  labelId: v.string(),
  /** minor units; 0 when withheld */
  amount: v.number(),
  /** the rebate's valid turnover, minor units (0 for the other kinds) */
  base: v.number(),
  periodStart: v.nullable(v.string()),
  periodEnd: v.nullable(v.string()),
  withheld: v.boolean(),
  paidAt: v.string(),
});
export type VipBenefitPayment = v.InferOutput<typeof VipBenefitPaymentSchema>;

export const VipBenefitsValueSchema = v.object({
  /** newest first */
  payments: v.array(VipBenefitPaymentSchema),
  /** the current rebate period (brand-local day or week) and its valid turnover so far */
  rebate: v.object({ period: v.picklist(['day', 'week']), periodStart: v.string(), periodEnd: v.string(), turnover: v.number() }),
  /** a VIP bonus must be staked this many times before a withdrawal */
  turnoverMultiple: v.number(),
});
export type VipBenefitsValue = v.InferOutput<typeof VipBenefitsValueSchema>;

export const VipValueSchema = v.object({
  currency: v.object({ code: v.string(), symbol: v.string(), minorUnits: v.number() }),
  ranks: v.array(VipRankSchema),
  /** the player's lifetime figures from the ledger, minor units */
  figures: v.object({ deposits: v.number(), turnover: v.number() }),
  labelId: v.nullable(v.string()),
  nextLabelId: v.nullable(v.string()),
  /** 0 to 1, the spec's vipProgress of the same figures */
  progress: v.number(),
  /** with a session: the benefits paid and the current rebate period; null for guests */
  benefits: v.nullable(VipBenefitsValueSchema),
});
export type VipValue = v.InferOutput<typeof VipValueSchema>;

/**
 * Each condition of the next rank (deposits, turnover) counts 100 parts: completedConditions is the
 * sum of the percent done of each (capped at 100), totalExpectedConditions 100 × the conditions the
 * rank has (a zero threshold is no condition). vipProgress = completed / total stays the spec's rule
 * and the bar moves with every bet instead of in halves.
 */
export const PARTS_PER_CONDITION = 100;
export function conditionParts(done: number, required: number): { completed: number; total: number } {
  if (required <= 0) return { completed: 0, total: 0 };
  return { completed: Math.min(PARTS_PER_CONDITION, Math.floor((done * PARTS_PER_CONDITION) / required)), total: PARTS_PER_CONDITION };
}
