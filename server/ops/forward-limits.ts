/**
 * What a command forwarded to a running server (`POST /ops/api/cli { argv }`) may carry: room for
 * an inbox message in all 16 languages with every title and body at the inbox's own limits, and for
 * an announcement's HTML inline, while the request stays bounded. The CLI checks these before it
 * sends; the route checks them again (the body's size by Fastify's `bodyLimit`, the rest by valibot).
 */
import * as v from 'valibot';
import { LANGUAGE_CODES } from '../../src/contracts/languages';
import { INBOX_BODY_MAX, INBOX_TITLE_MAX } from '../../src/contracts/member/inbox';

/** `inbox send <tenant> --rank <L> --at <time>` is 8 arguments, each language 4 more (`--title.xx T --body.xx B`). */
export const CLI_ARGS_MAX = 100;
/** The longest text a command takes inline: an announcement's HTML (`content post --content`). */
export const CLI_ARG_MAX_CHARS = 20_000;
/** The whole JSON request; a 16-language inbox message at its limits in a 3-byte script is about 100 kB. */
export const CLI_BODY_MAX_BYTES = 262_144;

/** Arguments a 16-language inbox send takes at most (checked by the tests against `CLI_ARGS_MAX`). */
export const INBOX_SEND_ARGS_MAX = 8 + 4 * LANGUAGE_CODES.length;
/** Bytes of a 16-language inbox send's texts at their limits, 3 UTF-8 bytes a character. */
export const INBOX_SEND_TEXT_BYTES_MAX = LANGUAGE_CODES.length * (INBOX_TITLE_MAX + INBOX_BODY_MAX) * 3;

export const CliBody = v.object({
  argv: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.maxLength(CLI_ARG_MAX_CHARS, (issue) => `an argument of ${issue.received} characters; at most ${CLI_ARG_MAX_CHARS} each`),
      ),
    ),
    v.minLength(1, 'name a command'),
    v.maxLength(CLI_ARGS_MAX, (issue) => `${issue.received} arguments; a forwarded command takes at most ${CLI_ARGS_MAX}`),
  ),
});

/** The refusal of a request over `CLI_BODY_MAX_BYTES`, the same on both sides. */
export function cliBodyTooLarge(bytes?: number): string {
  const size = bytes === undefined ? 'over' : `${bytes} bytes, over`;
  return `The command is too large to forward to the running server (${size} its limit of ${CLI_BODY_MAX_BYTES} bytes); stop the server to run it directly, or use the HTTP API.`;
}

/** The JSON body a command is forwarded as, or the refusal naming the limit it breaks. */
export function forwardBody(argv: readonly string[]): string {
  const parsed = v.safeParse(CliBody, { argv });
  if (!parsed.success) throw new Error(`Cannot forward the command: ${parsed.issues.map((i) => i.message).join('; ')}.`);
  const body = JSON.stringify({ argv });
  const bytes = Buffer.byteLength(body);
  if (bytes > CLI_BODY_MAX_BYTES) throw new Error(cliBodyTooLarge(bytes));
  return body;
}
