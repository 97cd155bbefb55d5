/** An error a route throws on purpose: becomes the envelope with its stable code and message. */
import { ERROR_STATUS, type ErrorCode } from '../../src/contracts/error-codes';

export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    statusCode?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode ?? ERROR_STATUS[code];
  }
}
