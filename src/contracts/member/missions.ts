/**
 * Missions (`/m/leaderBoard`, MISSION3): tasks the brand file defines, with progress computed from
 * the ledger and betting records for the current period, and a reward paid once per period.
 */
import * as v from 'valibot';

export const MISSION_KINDS = ['wager', 'deposit', 'rounds'] as const;
export const MISSION_PERIODS = ['day', 'week'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export const MissionSchema = v.object({
  id: v.string(),
  kind: v.picklist(MISSION_KINDS),
  period: v.picklist(MISSION_PERIODS),
  /** minor units for wager and deposit, a count for rounds */
  target: v.number(),
  /** minor units */
  reward: v.number(),
  /** the reward must be staked this many times before a withdrawal (the withdrawal rule) */
  turnoverMultiple: v.number(),
  progress: v.number(),
  /** 'open' (not reached), 'claimable', 'claimed' */
  state: v.picklist(['open', 'claimable', 'claimed']),
  /** the period this progress belongs to: [periodStart, periodEnd) */
  periodStart: v.string(),
  periodEnd: v.string(),
});
export type Mission = v.InferOutput<typeof MissionSchema>;

export const MissionsValueSchema = v.object({
  currency: v.object({ code: v.string(), symbol: v.string(), minorUnits: v.number() }),
  missions: v.array(MissionSchema),
});
export type MissionsValue = v.InferOutput<typeof MissionsValueSchema>;

export const ClaimMissionRequestSchema = v.strictObject({ missionId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/)) });
export const ClaimMissionValueSchema = v.object({
  missionId: v.string(),
  reward: v.number(),
  transactionId: v.number(),
  balance: v.number(),
});
export type ClaimMissionValue = v.InferOutput<typeof ClaimMissionValueSchema>;
