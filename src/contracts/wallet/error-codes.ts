/**
 * Stable error codes of the wallet calls (dotted, like the account codes), with their HTTP status
 * and English message. The client maps each code to its Lingui message.
 */
export const WALLET_ERRORS = {
  /** value: { available, requested } in minor units */
  'wallet.insufficient.funds': { status: 409, message: 'Insufficient balance' },
  'wallet.idempotency.conflict': { status: 409, message: 'This request key was already used for a different operation' },
  'wallet.amount.invalid': { status: 400, message: 'Enter a valid amount' },
  'wallet.member.not.found': { status: 404, message: 'No such player on this brand' },
  'wallet.not.player': { status: 403, message: 'Only player accounts have a wallet' },
} as const satisfies Record<string, { status: number; message: string }>;

export type WalletErrorCode = keyof typeof WALLET_ERRORS;
export const WALLET_ERROR_CODES = Object.keys(WALLET_ERRORS) as WalletErrorCode[];

export function isWalletErrorCode(code: string): code is WalletErrorCode {
  return code in WALLET_ERRORS;
}
