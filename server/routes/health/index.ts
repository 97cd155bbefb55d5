/**
 * Liveness and readiness for a reverse proxy or an orchestrator, outside `/wps`:
 *  - `GET /healthz`: the process is up and answering; never touches the database (restarting the
 *    process would not bring the database back);
 *  - `GET /readyz`: the database answers `SELECT 1` within `READY_TIMEOUT_MS`; else 503
 *    `system.database.unavailable` (take this process out of rotation until it is 200 again).
 * Both answer the envelope, are never cached, never rate-limited, need no brand, and log only failures.
 * They take no parameters: a query is a 400 `request.invalid` (like any input no route expects).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import type { Db } from '../../db/types';
import { markUnavailable } from '../../db/unavailable';
import { DATABASE_RETRY_AFTER_S, databaseUnavailable } from '../../http/error-handler';
import { parseInput } from '../../http/validate';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;
export const READY_TIMEOUT_MS = 2000;

/** Resolves when the database answered `SELECT 1` in time; rejects (marked unavailable) otherwise. */
export async function ping(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(markUnavailable(new Error('timeout expired: the database did not answer SELECT 1'))), timeoutMs);
  });
  try {
    await Promise.race([db.query('SELECT 1'), late]);
  } finally {
    clearTimeout(timer);
  }
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
const NoQuery = v.strictObject({});
const noQuery = (request: FastifyRequest) => parseInput(NoQuery, request.query, 'query');

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  // probed every few seconds: no request lines below warn (never louder than the app's own level)
  const level = LEVELS.find((l) => l === app.log.level) ?? 'info';
  const ROUTE = {
    config: { rateLimit: false, noTenant: true },
    logLevel: LEVELS.indexOf(level) < LEVELS.indexOf('warn') ? 'warn' : level,
  } as const;
  app.get(HEALTH_PATHS.live, ROUTE, async (request, reply) => {
    noQuery(request);
    reply.header('cache-control', 'no-store');
    return ok({ live: true });
  });
  app.get(HEALTH_PATHS.ready, ROUTE, async (request, reply) => {
    noQuery(request);
    reply.header('cache-control', 'no-store');
    try {
      await ping(app.db);
      return ok({ ready: true, database: app.db.kind });
    } catch (error) {
      request.log.warn({ err: { message: (error as Error).message } }, 'not ready: the database did not answer');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send(databaseUnavailable(request.id));
    }
  });
}
