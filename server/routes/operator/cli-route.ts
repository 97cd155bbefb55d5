/** `POST /ops/api/cli { argv }`: runs one operator command in this process (see ops/server-handle.ts). */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { ERROR_CODES } from '../../../src/contracts/error-codes';
import { parseInput } from '../../http/validate';
import { OpsError } from '../../ops/actions';
import type { OpsContext } from '../../ops/command';
import { runCommand } from '../../ops/run';

const CliBody = v.object({ argv: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.minLength(1), v.maxLength(20)) });

export function cliRoute(api: FastifyInstance, ctx: OpsContext): void {
  api.post('/cli', async (request, reply) => {
    const { argv } = parseInput(CliBody, request.body, 'body');
    try {
      return ok({ output: await runCommand(argv, ctx) });
    } catch (error) {
      if (!(error instanceof OpsError)) throw error;
      return reply.code(400).send({ success: false, code: ERROR_CODES.badRequest, message: error.message, value: null });
    }
  });
}
