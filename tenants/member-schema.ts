/**
 * The optional `vip` and `missions` blocks of a tenant file (member centre). Amounts are
 * minor units of the brand's currency. Left out, server/member/settings.ts gives the defaults.
 */
import * as v from 'valibot';
import { MISSION_KINDS, MISSION_PERIODS } from '../src/contracts/member/missions';

const Amount = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const VipRankSettingSchema = v.strictObject({
  labelId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,16}$/, 'letters, digits, _ or -, 1-16 long')),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(24)),
  deposits: Amount,
  turnover: Amount,
  benefits: v.strictObject({
    rebatePercent: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
    birthdayBonus: Amount,
    upgradeBonus: Amount,
    /** not enforced by the platform (the withdrawal rule has no per-day count): not shown to players */
    withdrawalsPerDay: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    /** not offered by the platform: not shown to players */
    dedicatedService: v.boolean(),
  }),
});

export const VipSettingsSchema = v.pipe(
  v.strictObject({
    ranks: v.pipe(v.array(VipRankSettingSchema), v.minLength(1), v.maxLength(20)),
    /** the turnover rebate's period in the brand's local time (`missions.utcOffsetMinutes`); default week */
    rebatePeriod: v.optional(v.picklist(['day', 'week'])),
    /** the withdrawal rule's turnover on VIP bonuses (upgrade, rebate, birthday): bonus × this; default 1 */
    bonusTurnoverMultiple: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(50))),
  }),
  v.check((s) => s.ranks[0]?.deposits === 0 && s.ranks[0]?.turnover === 0, 'the first rank needs no deposits and no turnover'),
  v.check(
    (s) =>
      s.ranks.every((r, i) => i === 0 || (r.deposits >= (s.ranks[i - 1]?.deposits ?? 0) && r.turnover >= (s.ranks[i - 1]?.turnover ?? 0))),
    'each rank needs at least what the rank before it needs',
  ),
  v.check((s) => new Set(s.ranks.map((r) => r.labelId)).size === s.ranks.length, 'labelIds must be unique'),
);
export type VipSettings = v.InferOutput<typeof VipSettingsSchema>;

export const MissionSettingSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/, 'lower-case letters, digits and -, 1-32 long')),
  kind: v.picklist(MISSION_KINDS),
  period: v.picklist(MISSION_PERIODS),
  target: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  reward: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** the withdrawal rule's turnover on the reward: reward × this; default 1 */
  turnoverMultiple: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(50))),
});

export const MissionSettingsSchema = v.pipe(
  v.strictObject({
    /** the brand's local time for "today" and "this week" (weeks start on Monday) */
    utcOffsetMinutes: v.pipe(v.number(), v.integer(), v.minValue(-720), v.maxValue(840)),
    tasks: v.pipe(v.array(MissionSettingSchema), v.maxLength(20)),
  }),
  v.check((s) => new Set(s.tasks.map((t) => t.id)).size === s.tasks.length, 'mission ids must be unique'),
);
export type MissionSettings = v.InferOutput<typeof MissionSettingsSchema>;
