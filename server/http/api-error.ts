/**
 * An error a route throws on purpose: becomes the envelope with its stable code, message and
 * (for failures the client acts on, e.g. `value.captcha` or `value.fields`) a value.
 *
 * One class, one signature for every domain: `new ApiError(code, { value, message, status })`.
 * The status and the English default message come from the code's table in `src/contracts`
 * (`API_ERRORS` below merges them); the client shows its own Lingui message for the code.
 */
import { ACCOUNT_ERRORS } from '../../src/contracts/account/error-codes';
import { AGENT_ERRORS } from '../../src/contracts/agent/error-codes';
import { CONTENT_ERRORS } from '../../src/contracts/content/error-codes';
import { ERROR_STATUS, type ErrorCode } from '../../src/contracts/error-codes';
import { GAME_ERRORS } from '../../src/contracts/games/error-codes';
import { MEMBER_ERRORS } from '../../src/contracts/member/error-codes';
import { PROMOTION_ERRORS } from '../../src/contracts/promotions/error-codes';
import { RG_ERRORS } from '../../src/contracts/rg/error-codes';
import { WALLET_ERRORS } from '../../src/contracts/wallet/error-codes';

/** English defaults of the general codes (routes usually say more). */
const GENERAL_MESSAGES: Record<ErrorCode, string> = {
  ok: 'OK',
  'request.invalid': 'The request is not valid',
  'request.not.found': 'Not found',
  'merchant.unknown': 'This site does not know the brand for this address.',
  'merchant.disabled': 'This site is closed.',
  'request.rate.limited': 'Too many requests; try again shortly.',
  'session.not.logged.in': 'Please log in',
  'session.logged.out': 'The account was logged out, log in again',
  'system.maintenance': 'The site is under maintenance',
  'system.region.restricted': 'Access from your location is restricted',
  'system.database.unavailable': 'The service is briefly unavailable; try again shortly',
  'permission.denied': 'Permission denied',
  'system.unknown.error': 'Something went wrong',
};
const GENERAL_ERRORS = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [code, { status, message: GENERAL_MESSAGES[code as ErrorCode] }]),
) as Record<ErrorCode, { status: number; message: string }>;

/** Every code the server may answer with, its HTTP status and English default message. */
export const API_ERRORS = {
  ...GENERAL_ERRORS,
  ...ACCOUNT_ERRORS,
  ...WALLET_ERRORS,
  ...RG_ERRORS,
  ...GAME_ERRORS,
  ...CONTENT_ERRORS,
  ...PROMOTION_ERRORS,
  ...MEMBER_ERRORS,
  ...AGENT_ERRORS,
} satisfies Record<string, { status: number; message: string }>;
export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorDetails {
  /** what the client acts on (e.g. `{ fields }`, `{ captcha }`, `{ retryAfterSeconds }`) */
  value?: Record<string, unknown> | null;
  /** replaces the code's English default message */
  message?: string;
  /** replaces the code's HTTP status */
  status?: number;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly value: Record<string, unknown> | null;

  constructor(
    readonly code: ApiErrorCode,
    details: ApiErrorDetails = {},
  ) {
    super(details.message ?? API_ERRORS[code].message);
    this.name = 'ApiError';
    this.statusCode = details.status ?? API_ERRORS[code].status;
    this.value = details.value ?? null;
  }
}
