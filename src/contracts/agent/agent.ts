/**
 * Payloads of the agent calls. Money in minor units of the brand's currency; rebates and contract
 * rates in basis points (150 = 1.50 %). See server/agent/README.md for the rules.
 */
import * as v from 'valibot';
import { Int4Id } from '../id';
import { PageQuerySchema, pageOf } from '../wallet/paging';

/** Highest rebate any agent may hold (10 %), and the step rebates move by (0.1 %). */
export const REBATE_MAX_BP = 1000;
export const REBATE_STEP_BP = 10;
/** Contract rates: 0.01 % to 50 %. */
export const CONTRACT_RATE_MAX_BP = 5000;
/** The most active players a contract may require for a period to pay. */
export const CONTRACT_MIN_ACTIVE_MAX = 1000;
export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** Member types that never get the contract-request check (spec §6). */
export const CONTRACT_ALERT_EXCLUDED_TYPES: readonly number[] = [4, 40, 41, 42];

const Username = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
const Bp = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

// ---- answers ----
export const FiguresSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** settled stakes */
  turnover: v.number(),
  /** credited deposits */
  deposits: v.number(),
  /** players' wins minus stakes of settled rounds (negative: the house won) */
  netWin: v.number(),
  /** members with a settled bet in the period */
  activePlayers: v.number(),
  /** members who joined the team in the period */
  newMembers: v.number(),
});
export type Figures = v.InferOutput<typeof FiguresSchema>;

export const SubordinateSchema = v.object({ direct: v.number(), total: v.number(), agents: v.number(), players: v.number() });
export const DailySalarySchema = v.object({
  /** the active daily-salary contract offered to me; null without one */
  rate: v.nullable(v.number()),
  minActive: v.nullable(v.number()),
  turnover: v.number(),
  activePlayers: v.number(),
  /** what today's figures would pay at the end of the day */
  estimate: v.number(),
  /** paid for yesterday (0 when nothing) */
  lastPaid: v.number(),
});
export const TeamKpiSchema = v.object({
  TeamKPIA: FiguresSchema,
  TeamKPIB: FiguresSchema,
  TeamKPIC: FiguresSchema,
  Subordinate: SubordinateSchema,
  CurrentDailySalary: DailySalarySchema,
});
export type TeamKpi = v.InferOutput<typeof TeamKpiSchema>;

export const AgentProfileSchema = v.object({
  username: v.string(),
  memberType: v.number(),
  level: v.number(),
  upline: v.nullable(v.string()),
  rebate: v.number(),
  quota: v.number(),
  quotaUsed: v.number(),
  affiliateCode: v.nullable(v.string()),
});
export type AgentProfile = v.InferOutput<typeof AgentProfileSchema>;

export const AgentAnnouncementSchema = v.object({ id: v.number(), title: v.string(), content: v.string(), startDate: v.string() });
export const AgentHomeSchema = v.object({ profile: AgentProfileSchema, announcements: v.array(AgentAnnouncementSchema) });
export type AgentHome = v.InferOutput<typeof AgentHomeSchema>;

export const DownlineSchema = v.object({
  username: v.string(),
  nickname: v.nullable(v.string()),
  memberType: v.number(),
  isAgent: v.boolean(),
  /** levels below the asking agent (1 = direct) */
  depth: v.number(),
  upline: v.string(),
  rebate: v.number(),
  teamSize: v.number(),
  joinedAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
});
export type Downline = v.InferOutput<typeof DownlineSchema>;
export const DownlinePageSchema = pageOf(DownlineSchema);
export const DownlineDetailSchema = v.object({ downline: DownlineSchema, month: FiguresSchema, ownMonth: FiguresSchema });
export type DownlineDetail = v.InferOutput<typeof DownlineDetailSchema>;

export const AffiliateSchema = v.object({
  affiliateCode: v.string(),
  /** the registration path with the code (the client prefixes its origin) */
  registerPath: v.string(),
  registrations: v.number(),
  registrationsThisMonth: v.number(),
});
export type Affiliate = v.InferOutput<typeof AffiliateSchema>;
export const RebateSettingsSchema = v.object({ rebate: v.number(), maxDownlineRebate: v.number(), step: v.number() });
export const QuotasSchema = v.object({ quota: v.number(), used: v.number(), left: v.number() });
export type Quotas = v.InferOutput<typeof QuotasSchema>;

export const ContractSchema = v.object({
  id: v.number(),
  kind: v.picklist(CONTRACT_KINDS),
  upline: v.string(),
  downline: v.string(),
  rate: v.number(),
  minActive: v.number(),
  status: v.picklist(['pending', 'active', 'refused', 'ended']),
  createdAt: v.string(),
  respondedAt: v.nullable(v.string()),
});
export type Contract = v.InferOutput<typeof ContractSchema>;
export const ContractPaymentSchema = v.object({
  periodStart: v.string(),
  periodEnd: v.string(),
  base: v.number(),
  activePlayers: v.number(),
  amount: v.number(),
});
export type ContractPayment = v.InferOutput<typeof ContractPaymentSchema>;
export const ContractViewSchema = v.object({
  kind: v.picklist(CONTRACT_KINDS),
  /** the latest contract offered to me (any status), null when none */
  mine: v.nullable(ContractSchema),
  payments: v.array(ContractPaymentSchema),
  /** contracts of this kind I offered to my sub-agents */
  offered: v.array(ContractSchema),
});
export type ContractView = v.InferOutput<typeof ContractViewSchema>;

/** Spec §3: the contract-request response (number of pending requests of each kind). */
export const ContractRequestsSchema = v.object({
  dailysalreqtype: v.number(),
  divtypecompperiodreq: v.number(),
  contracthoursalreq: v.number(),
});
export type ContractRequests = v.InferOutput<typeof ContractRequestsSchema>;

export const DownlinesQuerySchema = v.object({
  ...PageQuerySchema.entries,
  moduleId: v.optional(v.pipe(v.string(), v.maxLength(20))),
  /** part of a username; empty lists everyone */
  username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  /** direct downlines only (default) or the whole team */
  scope: v.optional(v.picklist(['direct', 'team']), 'direct'),
  /** everyone (default) or agents only */
  role: v.optional(v.picklist(['any', 'agent']), 'any'),
});
/** The most downlines one move takes (`TransferMultipleSchema`), and so the most a target search leaves out. */
export const MOVE_MAX = 50;
/**
 * The uplines a selection of downlines can move under: agents of my team, matched by part of a
 * username, paged; never one of the members moving or anyone in their teams, never one whose rebate is
 * below a moving member's. `moving`: their usernames, comma-separated (usernames are letters and digits).
 */
export const MoveTargetsQuerySchema = v.object({
  ...PageQuerySchema.entries,
  moduleId: v.optional(v.pipe(v.string(), v.maxLength(20))),
  username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  moving: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MOVE_MAX * 41),
      v.transform((s) => s.split(',').filter((u) => u.trim() !== '')),
      v.array(Username),
      v.maxLength(MOVE_MAX),
    ),
    '',
  ),
});
export const DownlineQuerySchema = v.object({ username: Username, moduleId: v.optional(v.pipe(v.string(), v.maxLength(20))) });
export const UpdateRebatesSchema = v.strictObject({
  list: v.pipe(
    v.array(
      v.strictObject({
        username: Username,
        rebate: v.pipe(
          Bp(REBATE_MAX_BP),
          v.check((n) => n % REBATE_STEP_BP === 0, `a multiple of ${REBATE_STEP_BP}`),
        ),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
  ),
});
export const TransferDownlineSchema = v.strictObject({ username: Username, target: Username });
export const TransferMultipleSchema = v.strictObject({
  usernames: v.pipe(v.array(Username), v.minLength(1), v.maxLength(MOVE_MAX)),
  target: Username,
});
export const OfferContractSchema = v.strictObject({
  kind: v.picklist(CONTRACT_KINDS),
  username: Username,
  rate: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CONTRACT_RATE_MAX_BP)),
  minActive: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CONTRACT_MIN_ACTIVE_MAX)),
});
export const RespondContractSchema = v.strictObject({ id: Int4Id, accept: v.boolean() });
