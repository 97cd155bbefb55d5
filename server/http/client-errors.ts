/**
 * Errors Fastify answers before any route or error handler: a request the HTTP parser refuses
 * (oversize headers → 431, malformed → 400, timeout → 408) and a URL that cannot be decoded. Both
 * answer the one envelope too, without naming the framework's error codes.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../src/contracts/envelope';
import { ERROR_CODES } from '../../src/contracts/error-codes';

const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long'],
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = PARSER_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed'];
  const body = JSON.stringify(fail(ERROR_CODES.badRequest, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function frameworkErrors(_error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(400).send(fail(ERROR_CODES.badRequest, 'The address is not a valid URL'));
}
