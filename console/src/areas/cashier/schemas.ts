/** What the cashier API answers (checked with valibot). */
import * as v from 'valibot';
import { type LatePaymentView, LatePaymentViewSchema } from '../../../../src/contracts/wallet/late-payment';
import { Currency } from './money';

export const KINDS = ['deposits', 'withdrawals', 'rewards'] as const;
export type Kind = (typeof KINDS)[number];

export const Glance = v.object({
  main: v.number(),
  locked: v.number(),
  excluded: v.boolean(),
  accountLocked: v.boolean(),
  turnoverRemaining: v.nullable(v.number()),
});

export const Item = v.object({
  kind: v.picklist(KINDS),
  id: v.number(),
  memberId: v.number(),
  username: v.string(),
  amount: v.nullable(v.number()),
  status: v.string(),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
  decidedBy: v.nullable(v.string()),
  note: v.string(),
  detail: v.record(v.string(), v.nullable(v.union([v.string(), v.number()]))),
  pictures: v.number(),
  member: Glance,
});
export type Item = v.InferOutput<typeof Item>;

/** A page of a queue: `nextAfter` asks for the next page (null on the last). */
export const Queue = v.object({ currency: Currency, items: v.array(Item), total: v.number(), nextAfter: v.nullable(v.number()) });
export const Counts = v.object({ deposits: v.number(), withdrawals: v.number(), rewards: v.number(), latePayments: v.number() });

/** Gateway payments confirmed after their deposit ended: the contract's view of one, and the list with the brand's currency. */
export const LatePayments = v.object({ currency: Currency, items: v.array(LatePaymentViewSchema) });
export type LatePayment = LatePaymentView;
export const HandledResult = v.object({ changed: v.boolean(), payment: LatePaymentViewSchema });

const Rule = v.object({
  current: v.nullable(v.number()),
  pending: v.nullable(v.object({ amount: v.nullable(v.number()), effectiveAt: v.string() })),
});
export const Movement = v.object({
  transactionId: v.number(),
  code: v.string(),
  amount: v.number(),
  at: v.string(),
  actor: v.string(),
  reason: v.string(),
});
export type Movement = v.InferOutput<typeof Movement>;

export const MemberContext = v.object({
  currency: Currency,
  memberId: v.number(),
  username: v.string(),
  locked: v.boolean(),
  balances: v.object({ main: v.number(), locked: v.number(), vendors: v.record(v.string(), v.number()), total: v.number() }),
  turnover: v.object({ required: v.number(), done: v.number(), remaining: v.number() }),
  rg: v.object({
    exclusion: v.nullable(v.object({ kind: v.string(), startedAt: v.string(), endsAt: v.string() })),
    limits: v.array(v.object({ kind: v.string(), period: v.string(), rule: Rule, used: v.number() })),
    sessionLimitMinutes: v.nullable(v.number()),
  }),
  recent: v.array(Movement),
});
export type MemberContext = v.InferOutput<typeof MemberContext>;

export const DecisionResult = v.object({
  kind: v.picklist(KINDS),
  id: v.number(),
  changed: v.boolean(),
  status: v.string(),
  request: v.unknown(),
});
