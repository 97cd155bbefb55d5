/**
 * The 404 of a resource route (pictures, downloads): the platform's JSON envelope
 * `{ success: false, code: 'request.not.found', ... }`, like an unknown path, never plain text.
 */
import type { FastifyReply } from 'fastify';
import { fail } from '../../src/contracts/envelope';
import { ERROR_CODES } from '../../src/contracts/error-codes';

export function sendNotFound(reply: FastifyReply, message: string): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(fail(ERROR_CODES.notFound, message));
}
