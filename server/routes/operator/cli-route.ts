/**
 * `POST /ops/api/cli { argv, files }`: runs one operator command in this process (see
 * ops/server-handle.ts). The arguments are bounded by `CLI_BODY_MAX_BYTES` and `CliBody`, the whole
 * request with its files by `CLI_FORWARD_MAX_BYTES` (ops/forward-limits.ts); a larger one is a 413
 * naming the limit. The command reads only the files the request brought, by the names it gives them:
 * a file it names that did not come is refused before it runs, and no path is ever opened here.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, ok } from '../../../src/contracts/envelope';
import { ERROR_CODES } from '../../../src/contracts/error-codes';
import { parseInput } from '../../http/validate';
import { OpsError } from '../../ops/actions';
import type { OpsContext } from '../../ops/command';
import { fileNotSent, sentFiles } from '../../ops/files';
import {
  argvBytes,
  CLI_BODY_MAX_BYTES,
  CLI_FILES_MAX_BYTES,
  CLI_FORWARD_MAX_BYTES,
  CliBody,
  cliBodyTooLarge,
  cliFilesTooLarge,
  cliRequestTooLarge,
  type SentFile,
} from '../../ops/forward-limits';
import { filesNamed, runCommand } from '../../ops/run';

/** The files a command brought, checked against the ones it names: each named one came, nothing else did. */
function filesFor(argv: readonly string[], files: readonly SentFile[]): Map<string, Uint8Array> {
  const named = filesNamed(argv);
  const missing = named.find((path) => !files.some((f) => f.path === path));
  if (missing !== undefined) throw fileNotSent(missing);
  const sent = new Map<string, Uint8Array>();
  for (const file of files) {
    if (!named.includes(file.path)) throw new OpsError(`The command does not name the file "${file.path}" it brought.`);
    if (sent.has(file.path)) throw new OpsError(`The file "${file.path}" came twice.`);
    sent.set(file.path, Buffer.from(file.base64, 'base64'));
  }
  return sent;
}

export function cliRoute(api: FastifyInstance, ctx: OpsContext): void {
  api.post(
    '/cli',
    {
      bodyLimit: CLI_FORWARD_MAX_BYTES,
      errorHandler(error: FastifyError, _request, reply) {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        return reply.code(413).send(fail(ERROR_CODES.badRequest, cliRequestTooLarge()));
      },
    },
    async (request, reply) => {
      const { argv, files } = parseInput(CliBody, request.body, 'body');
      const bytes = argvBytes(argv);
      if (bytes > CLI_BODY_MAX_BYTES) return reply.code(413).send(fail(ERROR_CODES.badRequest, cliBodyTooLarge(bytes)));
      try {
        const sent = filesFor(argv, files);
        const total = [...sent.values()].reduce((sum, b) => sum + b.byteLength, 0);
        if (total > CLI_FILES_MAX_BYTES) return reply.code(413).send(fail(ERROR_CODES.badRequest, cliFilesTooLarge(total)));
        return ok({ output: await runCommand(argv, { ...ctx, files: sentFiles(sent) }) });
      } catch (error) {
        if (!(error instanceof OpsError)) throw error;
        return reply.code(400).send({ success: false, code: ERROR_CODES.badRequest, message: error.message, value: null });
      }
    },
  );
}
