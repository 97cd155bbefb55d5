/**
 * The optional `wallet` block of a tenant file: money rules of the brand. Amounts are minor units of
 * the brand's currency. Left out, the server's defaults apply (server/wallet/settings.ts).
 */
import * as v from 'valibot';

const Minor = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

export const WalletSettingsSchema = v.strictObject({
  /** vendor codes with a transfer wallet (GCS_walletTransfer); seamless vendors need none */
  transferVendors: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/, 'an upper-case vendor code')))),
  deposit: v.optional(v.strictObject({ minAmount: Minor, maxAmount: Minor })),
  withdraw: v.optional(
    v.strictObject({
      minAmount: Minor,
      maxAmount: Minor,
      /** deposits × this must have been staked (settled bets) before a withdrawal; 0 = no rule */
      turnoverMultiple: v.pipe(v.number(), v.minValue(0), v.maxValue(50)),
    }),
  ),
  /** the brand's receiving accounts for manual bank transfers */
  receivingBanks: v.optional(
    v.array(
      v.strictObject({
        bankCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,16}$/)),
        bankName: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
        accountName: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
        accountNo: v.pipe(v.string(), v.regex(/^[0-9 -]{4,34}$/)),
      }),
    ),
  ),
});
export type WalletSettings = v.InferOutput<typeof WalletSettingsSchema>;
