/** Wallet failures that carry more than a code: an ApiError each (status and message from WALLET_ERRORS). */
import { ApiError } from '../http/api-error';

/** A player account would go below zero: nothing was written. Amounts in minor units. */
export class InsufficientFunds extends ApiError {
  override readonly name = 'InsufficientFunds';
  constructor(
    readonly memberId: number,
    readonly kind: string,
    readonly available: number,
    readonly requested: number,
  ) {
    super('wallet.insufficient.funds', { value: { available, requested, account: kind } });
  }
}

/** The idempotency key was already used for a different transaction (other code or postings). */
export class IdempotencyConflict extends ApiError {
  override readonly name = 'IdempotencyConflict';
  constructor(readonly idempotencyKey: string) {
    super('wallet.idempotency.conflict');
  }
}
