/** A promotion call's refusal: an ApiError whose status and default message come from PROMOTION_ERRORS. */
import { PROMOTION_ERRORS, type PromotionErrorCode } from '../../src/contracts/promotions/error-codes';
import { ApiError } from '../http/api-error';

export class PromotionError extends ApiError {
  override readonly name = 'PromotionError';
  declare readonly code: PromotionErrorCode;
  constructor(code: PromotionErrorCode, value: Record<string, unknown> | null = null, message?: string) {
    super(code, message ?? PROMOTION_ERRORS[code].message, PROMOTION_ERRORS[code].status, value);
  }
}
