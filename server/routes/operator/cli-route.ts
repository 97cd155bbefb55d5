/**
 * `POST /ops/api/cli { argv }`: runs one operator command in this process (see ops/server-handle.ts).
 * The body is bounded by `CLI_BODY_MAX_BYTES` and its arguments by `CliBody` (ops/forward-limits.ts);
 * a larger body is a 413 naming the limit.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, ok } from '../../../src/contracts/envelope';
import { ERROR_CODES } from '../../../src/contracts/error-codes';
import { parseInput } from '../../http/validate';
import { OpsError } from '../../ops/actions';
import type { OpsContext } from '../../ops/command';
import { CLI_BODY_MAX_BYTES, CliBody, cliBodyTooLarge } from '../../ops/forward-limits';
import { runCommand } from '../../ops/run';

export function cliRoute(api: FastifyInstance, ctx: OpsContext): void {
  api.post(
    '/cli',
    {
      bodyLimit: CLI_BODY_MAX_BYTES,
      errorHandler(error: FastifyError, _request, reply) {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        return reply.code(413).send(fail(ERROR_CODES.badRequest, cliBodyTooLarge()));
      },
    },
    async (request, reply) => {
      const { argv } = parseInput(CliBody, request.body, 'body');
      try {
        return ok({ output: await runCommand(argv, ctx) });
      } catch (error) {
        if (!(error instanceof OpsError)) throw error;
        return reply.code(400).send({ success: false, code: ERROR_CODES.badRequest, message: error.message, value: null });
      }
    },
  );
}
