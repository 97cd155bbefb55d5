/** Member info, trial user creation and player rank progress (spec §3, §6, §7). */
import * as v from 'valibot';
import { envelope } from '../envelope';

/** Member types 0, 4 and 40 are plain players; other player types also have agent rights. */
export const PLAYER_TYPES = [0, 4, 40] as const;
/** Types that may start free play of a game (spec §4). */
export const FREE_PLAY_TYPES: readonly number[] = [0, 1, 2];

export function isAgentType(type: number): boolean {
  return !(PLAYER_TYPES as readonly number[]).includes(type);
}

export const MemberInfoValueSchema = v.object({
  id: v.number(),
  type: v.number(),
  nickname: v.nullable(v.string()),
  account: v.string(),
  email: v.nullable(v.string()),
  mobileNum: v.nullable(v.string()),
  countryDialingCode: v.nullable(v.string()),
  birthday: v.nullable(v.string()),
  payeeName: v.nullable(v.string()),
  trial: v.boolean(),
  merchantCode: v.string(),
  /** the member's own invitation code when it has agent rights */
  affiliateCode: v.nullable(v.string()),
  createdAt: v.string(),
});
export type MemberInfo = v.InferOutput<typeof MemberInfoValueSchema>;

/** Avatar initial: first letter of nickname, else account, upper case. */
export function avatarInitial(info: Pick<MemberInfo, 'nickname' | 'account'>): string {
  return (info.nickname?.trim() || info.account).charAt(0).toUpperCase();
}

export const TrialUserValueSchema = v.object({ userName: v.string(), merchantCode: v.string() });

export const RankProgressValueSchema = v.object({
  playerRankProgress: v.object({
    /** current rank label; null when the member has no activity yet */
    labelId: v.nullable(v.string()),
    nextLabelId: v.nullable(v.string()),
  }),
  currentProgress: v.object({
    completedConditions: v.number(),
    totalExpectedConditions: v.number(),
  }),
});
export type RankProgressValue = v.InferOutput<typeof RankProgressValueSchema>;
export const RankProgressResponseSchema = envelope(RankProgressValueSchema);

/**
 * vipProgress (0 to 1) per spec §3: completed / total from the rank progress; 1 when there is no
 * labelId (or no conditions left to meet).
 */
export function vipProgress(value: RankProgressValue | null | undefined): number {
  if (!value?.playerRankProgress.labelId) return 1;
  const { completedConditions, totalExpectedConditions } = value.currentProgress;
  if (!(totalExpectedConditions > 0)) return 1;
  return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
}
