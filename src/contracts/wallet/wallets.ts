/** `GET /wps/wallets/gcs`: the player's wallets and `sumBalance`, in minor units. */
import * as v from 'valibot';

const Minor = v.pipe(v.number(), v.safeInteger());

export const CurrencySchema = v.object({
  code: v.string(),
  symbol: v.string(),
  /** decimal places of the minor unit: 2 (USD, CNY) or 0 (KHR) */
  minorUnits: v.picklist([0, 2]),
});
export type Currency = v.InferOutput<typeof CurrencySchema>;

export const WalletSchema = v.object({
  /** 'MAIN', 'LOCKED' (pending withdrawals) or a vendor code */
  walletCode: v.string(),
  /** main | locked | vendor */
  type: v.picklist(['main', 'locked', 'vendor']),
  balance: Minor,
  /** money can be moved to and from it with GCS_walletTransfer */
  transferable: v.boolean(),
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

export const WalletsValueSchema = v.object({
  currency: CurrencySchema,
  /** main + locked + every vendor wallet */
  sumBalance: Minor,
  /** what can be withdrawn or played now (main) */
  availableBalance: Minor,
  wallets: v.array(WalletSchema),
});
export type WalletsValue = v.InferOutput<typeof WalletsValueSchema>;

/** `POST GCS_walletTransfer`: between the main wallet and a vendor wallet. */
export const TransferRequestSchema = v.object({
  /** 'MAIN' or a vendor code */
  from: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/)),
  to: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/)),
  amount: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** the client's key for this transfer: a retry with the same key moves the money once */
  requestId: v.pipe(v.string(), v.minLength(8), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/)),
});
