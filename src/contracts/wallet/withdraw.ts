/** Withdraw: what the form needs, the request (bank card + withdrawal password), the report. */
import * as v from 'valibot';
import { Int4Id } from '../id';
import { PageQuerySchema, pageOf } from './paging';
import { CurrencySchema } from './wallets';

const Minor = v.pipe(v.number(), v.safeInteger());
const IsoTime = v.pipe(v.string(), v.isoTimestamp());

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;

export const BankCardViewSchema = v.object({
  bankCardId: v.number(),
  bankCode: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  /** only the last 4 digits shown */
  accountNoMasked: v.string(),
  createdAt: IsoTime,
});
export type BankCardView = v.InferOutput<typeof BankCardViewSchema>;

export const TurnoverSchema = v.object({ required: Minor, done: Minor, remaining: Minor });

export const WithdrawInfoSchema = v.object({
  currency: CurrencySchema,
  minAmount: Minor,
  maxAmount: Minor,
  availableBalance: Minor,
  lockedBalance: Minor,
  turnover: TurnoverSchema,
  hasFundPassword: v.boolean(),
  bankCards: v.array(BankCardViewSchema),
});
export type WithdrawInfo = v.InferOutput<typeof WithdrawInfoSchema>;

export const WithdrawRequestSchema = v.object({
  amount: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  bankCardId: Int4Id,
  fundPassword: v.pipe(v.string(), v.regex(/^\d{6}$/, 'six digits')),
  requestId: v.pipe(v.string(), v.minLength(8), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/)),
});
export type WithdrawRequest = v.InferOutput<typeof WithdrawRequestSchema>;

export const WithdrawalViewSchema = v.object({
  withdrawalId: v.number(),
  amount: Minor,
  status: v.picklist(WITHDRAWAL_STATUSES),
  bankName: v.string(),
  accountNoMasked: v.string(),
  createdAt: IsoTime,
  decidedAt: v.nullable(IsoTime),
  note: v.nullable(v.string()),
});
export type WithdrawalView = v.InferOutput<typeof WithdrawalViewSchema>;
export const WithdrawReportQuerySchema = PageQuerySchema;
export const WithdrawalPageSchema = pageOf(WithdrawalViewSchema);
