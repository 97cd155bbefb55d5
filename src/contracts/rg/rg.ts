/** Requests and answers of the responsible-gambling calls. Money in minor units. */
import * as v from 'valibot';

export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Time-out lengths and self-exclusion lengths a player may choose. */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const;
export type ExclusionDuration = (typeof TIMEOUT_DURATIONS)[number] | (typeof SELF_EXCLUSION_DURATIONS)[number];

const Positive = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const Minutes = v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(1440));

/** amount null removes the limit (after the cooling period) */
export const SetLimitRequestSchema = v.strictObject({
  kind: v.picklist(MONEY_LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  amount: v.nullable(Positive),
});
export type SetLimitRequest = v.InferOutput<typeof SetLimitRequestSchema>;

export const SetSessionRulesRequestSchema = v.strictObject({
  sessionLimitMinutes: v.nullable(Minutes),
  realityCheckMinutes: v.nullable(Minutes),
});
export type SetSessionRulesRequest = v.InferOutput<typeof SetSessionRulesRequestSchema>;

export const ExcludeRequestSchema = v.union([
  v.strictObject({
    kind: v.literal('timeout'),
    duration: v.picklist(TIMEOUT_DURATIONS),
    password: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  }),
  v.strictObject({
    kind: v.literal('selfExclusion'),
    duration: v.picklist(SELF_EXCLUSION_DURATIONS),
    password: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  }),
]);
export type ExcludeRequest = v.InferOutput<typeof ExcludeRequestSchema>;

const Iso = v.pipe(v.string(), v.isoTimestamp());

/** A rule in force (`current`, null = none) and a raise or removal waiting for its cooling period. */
export const RuleSchema = v.object({
  current: v.nullable(v.number()),
  pending: v.nullable(v.object({ amount: v.nullable(v.number()), effectiveAt: Iso })),
});
export type Rule = v.InferOutput<typeof RuleSchema>;

export const LimitStateSchema = v.object({
  kind: v.picklist(MONEY_LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  rule: RuleSchema,
  /** counted so far in the period (deposits, net loss or stakes) */
  used: v.number(),
});
export type LimitState = v.InferOutput<typeof LimitStateSchema>;

export const ExclusionSchema = v.object({ kind: v.picklist(['timeout', 'selfExclusion']), startedAt: Iso, endsAt: Iso });
export type Exclusion = v.InferOutput<typeof ExclusionSchema>;

export const RgStatusSchema = v.object({
  currency: v.object({ code: v.string(), minorUnits: v.number() }),
  coolingHours: v.number(),
  limits: v.array(LimitStateSchema),
  sessionLimit: RuleSchema,
  realityCheck: RuleSchema,
  exclusion: v.nullable(ExclusionSchema),
});
export type RgStatus = v.InferOutput<typeof RgStatusSchema>;

export const HistoryQuerySchema = v.object({ period: v.optional(v.picklist(LIMIT_PERIODS), 'day') });

export const HistoryRowSchema = v.object({
  from: Iso,
  to: Iso,
  deposits: v.number(),
  withdrawals: v.number(),
  wagered: v.number(),
  /** wins minus stakes (negative = lost) */
  net: v.number(),
  minutesPlayed: v.number(),
});
export type HistoryRow = v.InferOutput<typeof HistoryRowSchema>;
export const HistorySchema = v.object({ period: v.picklist(LIMIT_PERIODS), rows: v.array(HistoryRowSchema) });
export type History = v.InferOutput<typeof HistorySchema>;

export const RealityCheckSchema = v.object({
  sessionStartedAt: Iso,
  minutesPlayed: v.number(),
  /** wins minus stakes since the session started */
  net: v.number(),
  intervalMinutes: v.nullable(v.number()),
  sessionLimitMinutes: v.nullable(v.number()),
  currency: v.object({ code: v.string(), minorUnits: v.number() }),
});
export type RealityCheck = v.InferOutput<typeof RealityCheckSchema>;

/**
 * What the player may still deposit now (the deposit page shows it): `left` is the tightest deposit
 * limit's remainder in minor units (pending requests count), null without a deposit limit;
 * `excluded` during a time-out or self-exclusion (no deposit at all).
 */
export const DepositAllowanceSchema = v.object({
  excluded: v.boolean(),
  left: v.nullable(v.number()),
  period: v.nullable(v.picklist(LIMIT_PERIODS)),
});
export type DepositAllowance = v.InferOutput<typeof DepositAllowanceSchema>;
