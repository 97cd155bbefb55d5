/**
 * Method and path of the promotion and reward calls (spec §7 "Announcements and rewards": sign-up
 * promotion join with moduleId REWCEN3, sign-up request reward with pictures, promotionId,
 * remarks). Paths are ours (the spec names none). `promotionId` is the promotion announcement's id.
 */
import { type CallDef, call } from '../call';

export const PROMOTION_CALLS = {
  /** sign up for a promotion (moduleId REWCEN3) */
  join: call('POST', '/wps/signup/promotion/join', 'json'),
  /** apply for a promotion's reward: pictures, promotionId, remarks */
  requestReward: call('POST', '/wps/signup/promotion/reward', 'json'),
  /** the player's participation status in every promotion of the brand */
  participations: call('GET', '/wps/signup/promotion/status', 'query'),
  /** the reward centre: the player's requests and rewards (REWCEN3) */
  rewards: call('GET', '/wps/signup/promotion/rewards', 'query'),
} as const satisfies Record<string, CallDef>;

export type PromotionCallName = keyof typeof PROMOTION_CALLS;

/** The module id the sign-up calls carry and the reward centre needs. */
export const REWARD_MODULE_ID = 'REWCEN3';
