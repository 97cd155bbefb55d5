/**
 * Which errors mean "the database is not there right now": the server answers them with
 * 503 `system.database.unavailable` (http/error-handler.ts) instead of a 500, and the client retries.
 * A connection that could not be made or was lost (socket errors, the pool's timeouts, PostgreSQL's
 * class 08 and its shutdown codes) and a statement that ran out of time.
 *
 * `isConnectionError` classifies an error by its code and message; the PostgreSQL `Db`
 * (postgres.ts) marks the errors of its own calls that classify so (`markUnavailable`), and the
 * error handler asks `isDatabaseUnavailable`: a refused connection to a vendor or a gateway is not
 * the database. PGlite, embedded, raises none of these and marks nothing.
 */

/** Node socket errors: refused, reset, unreachable, a name that does not resolve (yet). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now,
 * 57014 statement cancelled (the statement timeout), 25P03 idle-in-transaction timeout, 53300 too
 * many connections; and all of class 08 (connection exception).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

/** What `pg` and `pg-pool` say when a connection is gone or could not be had in time. */
const MESSAGES = [
  /^Connection terminated/i, // unexpectedly / due to connection timeout
  /^timeout exceeded when trying to connect/i, // pool: no client within connectionTimeoutMillis
  /^Query read timeout/i, // the client-side query timeout
  /not queryable/i, // a client whose connection already failed
  /^timeout expired/i,
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Up to this many levels of `cause` / AggregateError `errors` are looked into. */
const MAX_DEPTH = 4;

function some(error: unknown, test: (e: object) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  if (test(error)) return true;
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.some((e) => some(e, test, depth + 1))) return true;
  return some((error as { cause?: unknown }).cause, test, depth + 1);
}

function classifies(error: object): boolean {
  const code = codeOf(error);
  if (code) return SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((re) => re.test(message));
}

/** True when `error` (or its cause, or one of an AggregateError's errors) is a lost, refused or timed-out connection. */
export function isConnectionError(error: unknown): boolean {
  return some(error, classifies);
}

const marked = new WeakSet<object>();

/** The database layer's own errors: marks `error` when it is a connection error; returns it. */
export function markUnavailable<E>(error: E): E {
  if (typeof error === 'object' && error !== null && isConnectionError(error)) marked.add(error);
  return error;
}

/** True when `error`, or an error it wraps, came from the database layer as a connection error. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return some(error, (e) => marked.has(e));
}
