/**
 * Stable error codes (dotted, in the style of the spec's `modify.new.old.same`). Each has a message
 * in every catalog (the client maps code → Lingui message; the server's `message` is English).
 */
export const ERROR_CODES = {
  ok: 'ok',
  badRequest: 'request.invalid',
  notFound: 'request.not.found',
  unknownMerchant: 'merchant.unknown',
  /** the brand is retired (published with `enabled: false`) */
  disabledMerchant: 'merchant.disabled',
  rateLimited: 'request.rate.limited',
  notLoggedIn: 'session.not.logged.in',
  loggedOutElsewhere: 'session.logged.out',
  maintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
  /** the database cannot be reached right now: retry shortly, the server recovers by itself */
  databaseUnavailable: 'system.database.unavailable',
  noPermission: 'permission.denied',
  internal: 'system.unknown.error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** HTTP status the server uses for each code (clients read the envelope, not the status). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  ok: 200,
  'request.invalid': 400,
  'request.not.found': 404,
  'merchant.unknown': 404,
  'merchant.disabled': 410,
  'request.rate.limited': 429,
  'session.not.logged.in': 401,
  'session.logged.out': 401,
  'system.maintenance': 503,
  'system.region.restricted': 403,
  'system.database.unavailable': 503,
  'permission.denied': 403,
  'system.unknown.error': 500,
};
