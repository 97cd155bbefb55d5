/** Errors of the api client, with a translated message per code (spec §8). */
import { ERROR_CODES } from '@contracts/error-codes';
import type { AnsweredError } from '@contracts/error-text';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Client-side codes (no server answer to read). */
export const CLIENT_CODES = {
  network: 'client.network',
  badResponse: 'client.bad.response',
} as const;

const MESSAGES: Record<string, MessageDescriptor> = {
  [CLIENT_CODES.network]: msg({ id: 'network_error', message: 'No internet connection or the connection is slow. Please try again.' }),
  [CLIENT_CODES.badResponse]: msg({ id: 'unknown_error', message: 'Unknown error' }),
  [ERROR_CODES.notLoggedIn]: msg({ id: 'not_logged_in', message: 'Not logged in, please log in' }),
  [ERROR_CODES.loggedOutElsewhere]: msg({ id: 'logged_out', message: 'Your account was logged out, please log in again' }),
  [ERROR_CODES.maintenance]: msg({ id: 'maintenance', message: 'The platform is under maintenance' }),
  [ERROR_CODES.regionRestricted]: msg({ id: 'region_restricted', message: 'Access is restricted in your location or IP' }),
  [ERROR_CODES.databaseUnavailable]: msg({
    id: 'database_unavailable',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  }),
  [ERROR_CODES.noPermission]: msg({ id: 'no_permission', message: 'No permission, or this feature is unavailable' }),
  [ERROR_CODES.rateLimited]: msg({ id: 'rate_limited', message: 'Too many requests, please wait a moment' }),
  [ERROR_CODES.internal]: msg({ id: 'unknown_error', message: 'Unknown error' }),
};

/** While the server cannot reach its database: the boot error view and the banner, both retrying by themselves. */
export const connectionRetryingMessage = msg({ id: 'connection_retrying', message: 'Connection lost. Retrying…' });

/** The spec's "no data" text (in_no_data), for empty lists. */
export const noDataMessage = msg({ id: 'in_no_data', message: 'No data' });

/** A 429 with the seconds to wait: "slow down, try again in N s". */
export const rateLimitedIn = (seconds: number): MessageDescriptor =>
  msg({ id: 'rate_limited_in', message: `Too many requests, try again in ${seconds} s` });

export class ApiError extends Error implements AnsweredError {
  constructor(
    readonly code: string,
    /** the server's (English) message, kept for logs */
    readonly serverMessage: string,
    readonly httpStatus = 0,
    /** the envelope's `value` of the failure (e.g. `{ captcha: true }`, `{ fields }`) */
    readonly value: unknown = null,
  ) {
    super(`${code}: ${serverMessage}`);
    this.name = 'ApiError';
  }

  /** What to show the player: the catalog's message for the code, else the server's text. */
  get descriptor(): MessageDescriptor {
    // a 429 says when to try again
    const seconds = (this.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 0;
    if (this.code === ERROR_CODES.rateLimited && seconds > 0) return rateLimitedIn(Math.ceil(seconds));
    return MESSAGES[this.code] ?? { id: this.code, message: this.serverMessage || 'Unknown error' };
  }
}

export const SESSION_ENDED_CODES: readonly string[] = [ERROR_CODES.notLoggedIn, ERROR_CODES.loggedOutElsewhere];
export const SYSTEM_BLOCKED_CODES: readonly string[] = [ERROR_CODES.maintenance, ERROR_CODES.regionRestricted];
