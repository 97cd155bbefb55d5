/**
 * Stable error codes of responsible gambling with their HTTP status and English message;
 * the client maps each code to its Lingui message (src/shell/rg/messages.ts).
 */
export const RG_ERRORS = {
  /** value: { kind, period, left } (left in minor units) */
  'rg.deposit.limit': { status: 409, message: 'This deposit is above your deposit limit' },
  /** value: { kind, period, left } */
  'rg.bet.limit': { status: 409, message: 'You have reached your loss or wager limit' },
  /** value: { kind, endsAt } */
  'rg.excluded': { status: 403, message: 'Your account is in a time-out or self-exclusion: only withdrawals and records are open' },
  /** value: { kind, endsAt } of the one in force: a new one must end later */
  'rg.exclusion.active': {
    status: 409,
    message: 'A time-out or self-exclusion that ends later is already in force: it cannot be shortened or replaced by a shorter one',
  },
  'rg.session.limit': { status: 401, message: 'You have reached your session time limit and were logged out' },
  'rg.password.invalid': { status: 400, message: 'The password is not correct' },
  'rg.limit.unavailable': { status: 400, message: 'This limit is not offered on this site' },
  'rg.not.player': { status: 403, message: 'Only player accounts have responsible-gambling settings' },
} as const satisfies Record<string, { status: number; message: string }>;

export type RgErrorCode = keyof typeof RG_ERRORS;
export const RG_ERROR_CODES = Object.keys(RG_ERRORS) as RgErrorCode[];
