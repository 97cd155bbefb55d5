/** A responsible-gambling refusal: an ApiError whose status and default message come from RG_ERRORS. */
import { RG_ERRORS, type RgErrorCode } from '../../src/contracts/rg/error-codes';
import { ApiError } from '../http/api-error';

export class RgError extends ApiError {
  override readonly name = 'RgError';
  declare readonly code: RgErrorCode;
  constructor(code: RgErrorCode, value: Record<string, unknown> | null = null, message?: string) {
    super(code, message ?? RG_ERRORS[code].message, RG_ERRORS[code].status, value);
  }
}
