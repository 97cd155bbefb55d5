/** The console's sign-in rules, in one place. */
export const CONSOLE_AUTH = {
  /** the session cookie: HttpOnly, SameSite=Strict, Path=/console */
  cookie: 'console_session',
  /** the header a cookie-authenticated write carries: the session's CSRF token */
  csrfHeader: 'x-console-csrf',
  /** a session unused this long is over */
  idleMs: 30 * 60_000,
  /** a session is over this long after sign-in, used or not */
  absoluteMs: 12 * 60 * 60_000,
  /** between the password and the second factor (or enrolment) */
  pendingMs: 10 * 60_000,
  /** consecutive failures (password or code) that lock the account ... */
  maxFailures: 5,
  /** ... for this long */
  lockMs: 15 * 60_000,
  /** the issuer authenticator apps show beside the code */
  totpIssuer: 'Operator console',
} as const;
