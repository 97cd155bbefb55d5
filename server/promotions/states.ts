/**
 * The spec's activity statuses (§4) as the state of one player's participation in one promotion,
 * derived from the promotion's dates, the player's sign-up and reward requests, and his stakes since
 * a paid bonus. Pure: the rules and transitions are in docs/promotions.md.
 */
import type { ParticipationState, RewardRequestStatus } from '../../src/contracts/promotions/rewards';

/** Where the promotion is in time: before its start, running, or ended (end date passed or expired). */
export type PromotionWindow = 'coming' | 'open' | 'ended';

export type PromotionDates = { startDate: Date; endDate: Date | null; noExpiry: boolean; status: string };

export function windowOf(p: PromotionDates, now: Date): PromotionWindow {
  if (p.status !== 'active') return 'ended';
  if (now.getTime() < p.startDate.getTime()) return 'coming';
  if (!p.noExpiry && p.endDate && now.getTime() >= p.endDate.getTime()) return 'ended';
  return 'open';
}

export type LatestRequest = { status: RewardRequestStatus; turnoverRequired: number; turnoverDone: number } | null;

/** The state of a paid bonus: issued (nothing staked since), process (staking), claimed (done or none asked). */
export function paidState(turnoverRequired: number, turnoverDone: number): ParticipationState {
  if (turnoverRequired <= 0 || turnoverDone >= turnoverRequired) return 'claimed';
  return turnoverDone > 0 ? 'process' : 'issued';
}

export function participationState(window: PromotionWindow, joined: boolean, latest: LatestRequest): ParticipationState {
  if (latest?.status === 'approved') return paidState(latest.turnoverRequired, latest.turnoverDone);
  if (latest?.status === 'pending') return 'applying';
  if (window === 'ended') return 'close';
  if (window === 'coming') return joined ? 'signed' : 'coming';
  if (latest?.status === 'rejected') return 'rejected';
  return joined ? 'claim' : 'join';
}

/** The player may sign up while the promotion is open and he has not yet: an upcoming one is not yet joinable. */
export const canJoin = (s: ParticipationState): boolean => s === 'join';
/** The player may apply for the reward while it is open and nothing is pending or paid. */
export const canApply = (s: ParticipationState): boolean => s === 'join' || s === 'claim' || s === 'rejected';
