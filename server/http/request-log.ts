/**
 * One log line per request, written when the response has been sent (`request completed`: method,
 * url, statusCode, responseTime in ms, and the logger's `reqId`), instead of Fastify's two (incoming
 * and completed). A route's own `logLevel` still applies (the health checks log only failures).
 * Errors and warnings are logged as before, by the error handler and Fastify.
 *
 * The logged url never carries a secret: a query value is kept only for the names in
 * `SHOWN_QUERY_VALUES` (others read `name=***`), and a path parameter named in `SECRET_PARAMS` (the
 * console's content preview pass) reads `***`. The `req` serializer of every other line does the same.
 */
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** Query parameters whose values are safe and useful in a log: brand, language, paging, filters. */
export const SHOWN_QUERY_VALUES: ReadonlySet<string> = new Set([
  'tenant',
  'lang',
  'language',
  'page',
  'pageSize',
  'limit',
  'status',
  'type',
  'state',
  'period',
  'from',
  'to',
  'before',
  'after',
  'id',
  'v',
  'tag',
  'source',
  'provider',
]);

/** Path parameters that are credentials. */
export const SECRET_PARAMS: ReadonlySet<string> = new Set(['token']);

export const HIDDEN = '***';

/** A longer url is cut (a log line stays small whatever a client sends). */
const URL_MAX = 1000;

type Loggable = { url: string; params?: unknown };

function hiddenQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is shown as sent, its value hidden
      }
      return SHOWN_QUERY_VALUES.has(decoded) ? pair : `${name}=${HIDDEN}`;
    })
    .join('&');
}

function hiddenPath(path: string, params: unknown): string {
  if (!params || typeof params !== 'object') return path;
  const secrets = Object.entries(params as Record<string, unknown>)
    .filter(([name, value]) => SECRET_PARAMS.has(name) && typeof value === 'string' && value !== '')
    .map(([, value]) => value as string);
  if (secrets.length === 0) return path;
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // compared as sent
      }
      return secrets.includes(decoded) || secrets.includes(segment) ? HIDDEN : segment;
    })
    .join('/');
}

/** The request's url as logged: secrets hidden, at most URL_MAX characters. */
export function loggedUrl(request: Loggable): string {
  const q = request.url.indexOf('?');
  const path = hiddenPath(q === -1 ? request.url : request.url.slice(0, q), request.params);
  const url = q === -1 ? path : `${path}?${hiddenQuery(request.url.slice(q + 1))}`;
  return url.length > URL_MAX ? `${url.slice(0, URL_MAX)}…` : url;
}

/** The fields of the `request completed` line (the front cache writes the same for the answers it sends). */
export function completedLine(method: string, request: Loggable, statusCode: number, elapsedMs: number) {
  return { method, url: loggedUrl(request), statusCode, responseTime: Math.round(elapsedMs * 10) / 10 };
}

/** Whether a logger writes `level` (pino's check; a logger without one is taken to write everything). */
export function levelEnabled(log: FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }, level: string): boolean {
  return log.isLevelEnabled ? log.isLevelEnabled(level) : true;
}

class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // below the logger's level the line is not built (its url's secrets are hidden per request)
    if (!error && !levelEnabled(reply.log, 'info')) return;
    const line = completedLine(request.method, request, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /** The 404 handler answers unknown routes; the completed line already says 404. */
  override routeNotFound(): void {}
}

/** Fastify's `req` serializer (method, url, host, address) with the url hidden as above. */
function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: loggedUrl(req), host: req.host, remoteAddress: req.ip };
}

/** Where log lines go: one JSON line per call (standard output unless given). */
export type LogStream = { write(line: string): void };

/** Logger options of a server: its level, optional destination (tests read the lines), one line per request. */
export function requestLogging(level: string, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: { level, serializers: { req: serializeRequest }, ...(stream ? { stream } : {}) },
    logController: new OneLineRequestLog(),
  };
}
