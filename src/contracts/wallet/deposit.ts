/**
 * Deposit: the vendors (manual bank transfer, the demo payment gateway) with their banks and
 * channels, promotions, a manual transfer request, a gateway payment, the report.
 */
import * as v from 'valibot';
import { IdParam } from '../id';
import { PageQuerySchema, pageOf } from './paging';
import { CurrencySchema } from './wallets';

const Minor = v.pipe(v.number(), v.safeInteger());
const IsoTime = v.pipe(v.string(), v.isoTimestamp());
const RequestId = v.pipe(v.string(), v.minLength(8), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/));
const Amount = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** Gateway channels of the demo gateway (the spec's Alipay, QQ, WeChat and online banking). */
export const GATEWAY_CHANNELS = ['BANK', 'ALIPAY', 'QQ', 'WECHAT'] as const;
export type GatewayChannel = (typeof GATEWAY_CHANNELS)[number];
/** cancelled: the player cancelled the payment on the gateway; expired: the gateway did not confirm it in time */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'rejected', 'cancelled', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DepositBankSchema = v.object({
  bankCode: v.string(),
  bankName: v.string(),
  /** manual transfers: where the player sends the money */
  accountName: v.optional(v.string()),
  accountNo: v.optional(v.string()),
});
export const DepositVendorSchema = v.object({
  vendorCode: v.string(),
  method: v.picklist(['manual', 'gateway']),
  channels: v.array(v.picklist(GATEWAY_CHANNELS)),
  banks: v.array(DepositBankSchema),
});
export const DepositBanksValueSchema = v.object({
  currency: CurrencySchema,
  minAmount: Minor,
  maxAmount: Minor,
  vendors: v.array(DepositVendorSchema),
});
export type DepositBanksValue = v.InferOutput<typeof DepositBanksValueSchema>;
export const DepositBanksQuerySchema = v.object({ vendorCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{0,32}$/)), '') });

export const DepositPromoSchema = v.object({
  promoId: v.string(),
  /** bonus as a percentage of the deposit, capped at maxBonus (minor units) */
  percent: v.number(),
  maxBonus: Minor,
  minDeposit: Minor,
  /** (deposit + bonus) × this must be staked before a withdrawal */
  turnoverMultiple: v.number(),
});
export type DepositPromo = v.InferOutput<typeof DepositPromoSchema>;
export const DepositPromosValueSchema = v.object({ list: v.array(DepositPromoSchema), accepted: v.nullable(v.string()) });
export const AcceptPromoSchema = v.object({ promoId: v.nullable(v.pipe(v.string(), v.maxLength(32))) });

export const ManualDepositSchema = v.object({
  amount: Amount,
  bankCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,16}$/)),
  payerName: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60)),
  requestId: RequestId,
});
export const GatewayDepositSchema = v.object({
  amount: Amount,
  channel: v.picklist(GATEWAY_CHANNELS),
  requestId: RequestId,
});

export const DepositViewSchema = v.object({
  depositId: v.number(),
  method: v.picklist(['manual', 'gateway']),
  channel: v.string(),
  amount: Minor,
  bonus: Minor,
  status: v.picklist(DEPOSIT_STATUSES),
  reference: v.string(),
  createdAt: IsoTime,
  decidedAt: v.nullable(IsoTime),
  note: v.nullable(v.string()),
  /** a gateway deposit: when it ends unless its payment is confirmed first; a manual transfer has none */
  expiresAt: v.nullable(IsoTime),
});
export type DepositView = v.InferOutput<typeof DepositViewSchema>;
export const GatewayDepositValueSchema = v.object({ deposit: DepositViewSchema, payUrl: v.string() });

export const DepositReportQuerySchema = v.object({
  ...PageQuerySchema.entries,
  depositId: v.optional(IdParam),
});
export const DepositPageSchema = pageOf(DepositViewSchema);

const GatewayOrderFields = { orderNo: v.string(), merchantReference: v.string(), amount: Amount };
/**
 * The demo gateway's callback body (signed: `X-Signature: hex HMAC-SHA256(key, rawBody)`): the order
 * was paid, or the player cancelled it on the gateway.
 */
export const GatewayCallbackSchema = v.variant('status', [
  v.object({ ...GatewayOrderFields, status: v.literal('PAID'), paidAt: IsoTime }),
  v.object({ ...GatewayOrderFields, status: v.literal('CANCELLED'), cancelledAt: IsoTime }),
]);
export type GatewayCallback = v.InferOutput<typeof GatewayCallbackSchema>;
