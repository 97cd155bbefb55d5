/** A content call's failure: an ApiError with the status and default message of CONTENT_ERRORS. */
import { CONTENT_ERRORS, type ContentErrorCode } from '../../src/contracts/content/errors';
import { ApiError } from '../http/api-error';

export class ContentError extends ApiError {
  override readonly name = 'ContentError';
  constructor(code: ContentErrorCode, message?: string) {
    super(code, message ?? CONTENT_ERRORS[code].message, CONTENT_ERRORS[code].status);
  }
}
