/** What the brands area's agents API answers (checked with valibot). */
import * as v from 'valibot';
import { Currency } from '../cashier/money';

export const AgentRow = v.object({
  username: v.string(),
  level: v.number(),
  upline: v.nullable(v.string()),
  rebate: v.number(),
  quota: v.number(),
  quotaUsed: v.number(),
  affiliateCode: v.nullable(v.string()),
  direct: v.number(),
  createdAt: v.string(),
});
export type AgentRow = v.InferOutput<typeof AgentRow>;
export const AgentPage = v.object({ page: v.number(), pageSize: v.number(), total: v.number(), rows: v.array(AgentRow) });

export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export const Contract = v.object({
  id: v.number(),
  kind: v.picklist(CONTRACT_KINDS),
  upline: v.string(),
  downline: v.string(),
  rate: v.number(),
  minActive: v.number(),
  status: v.picklist(['pending', 'active', 'refused', 'ended']),
  createdAt: v.string(),
  respondedAt: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  paid: v.number(),
});
export type Contract = v.InferOutput<typeof Contract>;

export const DownlineRow = v.object({
  username: v.string(),
  isAgent: v.boolean(),
  rebate: v.number(),
  direct: v.number(),
  joinedAt: v.string(),
});
export const AgentFile = v.object({
  ...AgentRow.entries,
  currency: Currency,
  downline: v.object({ page: v.number(), pageSize: v.number(), total: v.number(), rows: v.array(DownlineRow) }),
  contracts: v.array(Contract),
});
export type AgentFile = v.InferOutput<typeof AgentFile>;
/** What a change answers: the agent's summary or the contract (only its success is read). */
export const Changed = v.unknown();
