/** A member-centre refusal: an ApiError whose status and default message come from MEMBER_ERRORS. */
import { MEMBER_ERRORS, type MemberErrorCode } from '../../src/contracts/member/error-codes';
import { ApiError } from '../http/api-error';

export class MemberError extends ApiError {
  override readonly name = 'MemberError';
  declare readonly code: MemberErrorCode;
  constructor(code: MemberErrorCode, value: Record<string, unknown> | null = null, message?: string) {
    super(code, message ?? MEMBER_ERRORS[code].message, MEMBER_ERRORS[code].status, value);
  }
}
