/**
 * The one error handler: every error becomes `{ success:false, code, message, value }` (value is
 * null unless an ApiError carries one, e.g. an account failure's `captcha` or `fields`).
 * Known 4xx keep their status with a stable code; a lost or refused database connection is a 503
 * `system.database.unavailable` with `Retry-After` (the client retries, the server recovers
 * by itself); anything else is a logged 500 that leaks nothing.
 */

import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from '../../src/contracts/envelope';
import { ERROR_CODES, type ErrorCode } from '../../src/contracts/error-codes';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from './api-error';
import { apiNamespaces, isStrayPagePath } from './stray-path';

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 2;

/** The 503 envelope of a call the database could not answer (also `/readyz`). */
export function databaseUnavailable(requestId: string) {
  return fail(ERROR_CODES.databaseUnavailable, `The database is unavailable; try again shortly (request ${requestId}).`);
}

function clientCode(status: number): ErrorCode {
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 429) return ERROR_CODES.rateLimited;
  return ERROR_CODES.badRequest;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server error');
      return reply.code(error.statusCode).send(fail(error.code, error.message, error.value));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send(databaseUnavailable(request.id));
    }
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply.code(400).send(fail(ERROR_CODES.badRequest, `Invalid request: ${error.message}`));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send(fail(clientCode(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(ERROR_CODES.internal, `Something went wrong on our side (request ${request.id}).`));
  });

  let namespaces: Set<string> | undefined;
  app.setNotFoundHandler((request, reply) => {
    namespaces ??= apiNamespaces(app.routeTable);
    if (isStrayPagePath(request, namespaces)) {
      const q = request.url.indexOf('?');
      return reply.redirect(q === -1 ? '/m/home' : `/m/home${request.url.slice(q)}`, 302);
    }
    return reply.code(404).send(fail(ERROR_CODES.notFound, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}
