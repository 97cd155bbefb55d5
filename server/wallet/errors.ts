/** A wallet call's failure: an ApiError whose status and default message come from WALLET_ERRORS. */
import { WALLET_ERRORS, type WalletErrorCode } from '../../src/contracts/wallet/error-codes';
import { ApiError } from '../http/api-error';

export class WalletError extends ApiError {
  override readonly name: string = 'WalletError';
  declare readonly code: WalletErrorCode;
  constructor(code: WalletErrorCode, message?: string, value: Record<string, unknown> | null = null) {
    super(code, message ?? WALLET_ERRORS[code].message, WALLET_ERRORS[code].status, value);
  }
}

/** A player account would go below zero: nothing was written. Amounts in minor units. */
export class InsufficientFunds extends WalletError {
  override readonly name = 'InsufficientFunds';
  constructor(
    readonly memberId: number,
    readonly kind: string,
    readonly available: number,
    readonly requested: number,
  ) {
    super('wallet.insufficient.funds', undefined, { available, requested, account: kind });
  }
}

/** The idempotency key was already used for a different transaction (other code or postings). */
export class IdempotencyConflict extends WalletError {
  override readonly name = 'IdempotencyConflict';
  constructor(readonly idempotencyKey: string) {
    super('wallet.idempotency.conflict');
  }
}
