/**
 * An error a route throws on purpose: becomes the envelope with its stable code, message and
 * (for failures the client acts on, e.g. `value.captcha` or `value.fields`) a value.
 */
import type { AccountErrorCode } from '../../src/contracts/account/error-codes';
import type { AgentErrorCode } from '../../src/contracts/agent/error-codes';
import type { ContentErrorCode } from '../../src/contracts/content/errors';
import { ERROR_STATUS, type ErrorCode } from '../../src/contracts/error-codes';
import type { GameErrorCode } from '../../src/contracts/games/errors';
import type { MemberErrorCode } from '../../src/contracts/member/error-codes';
import type { PromotionErrorCode } from '../../src/contracts/promotions/error-codes';
import type { RgErrorCode } from '../../src/contracts/rg/error-codes';
import type { WalletErrorCode } from '../../src/contracts/wallet/error-codes';

export type ApiErrorCode = ErrorCode | AccountErrorCode | WalletErrorCode | RgErrorCode | GameErrorCode | ContentErrorCode | PromotionErrorCode | MemberErrorCode | AgentErrorCode;

export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    statusCode?: number,
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode ?? (code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 400);
  }
}
