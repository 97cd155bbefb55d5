/**
 * What a command forwarded to a running server (`POST /ops/api/cli { argv, files }`) may carry: room
 * for an inbox message in all 16 languages with every title and body at the inbox's own limits, and
 * for an announcement's HTML inline, while the request stays bounded. The files the command names
 * travel as their contents (`files: [{ path, base64 }]`, read on the caller's machine), each at most
 * an image's upload limit. The CLI checks these before it sends; the route checks them again (the
 * body's size by Fastify's `bodyLimit` and the arguments' bytes, the rest by valibot).
 */
import * as v from 'valibot';
import { IMAGE_MAX_BYTES } from '../../src/contracts/content/calls';
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

/** The largest file a command takes: an image to upload (a help page's HTML or sub-items are far smaller). */
export const CLI_FILE_MAX_BYTES = IMAGE_MAX_BYTES;
/** Files one command may bring, and their bytes together: an image and a text beside it. */
export const CLI_FILES_MAX = 4;
export const CLI_FILES_MAX_BYTES = IMAGE_MAX_BYTES + 1_048_576;
/** The longest name a file may be given by. */
export const CLI_FILE_PATH_MAX_CHARS = 4096;
/** The whole JSON request with its files (base64 is 4 characters for 3 bytes; each entry's path and punctuation beside). */
export const CLI_FORWARD_MAX_BYTES =
  CLI_BODY_MAX_BYTES + Math.ceil(CLI_FILES_MAX_BYTES / 3) * 4 + CLI_FILES_MAX * (CLI_FILE_PATH_MAX_CHARS * 6 + 64);

const base64Chars = (bytes: number) => Math.ceil(bytes / 3) * 4;

const SentFile = v.object({
  path: v.pipe(
    v.string(),
    v.minLength(1, 'a file needs the name the command gives it'),
    v.maxLength(CLI_FILE_PATH_MAX_CHARS, `a file name of at most ${CLI_FILE_PATH_MAX_CHARS} characters`),
  ),
  base64: v.pipe(
    v.string(),
    v.maxLength(base64Chars(CLI_FILE_MAX_BYTES), `a file of at most ${CLI_FILE_MAX_BYTES} bytes`),
    v.base64("a file's contents in base64"),
  ),
});
export type SentFile = v.InferOutput<typeof SentFile>;

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
  files: v.optional(
    v.pipe(
      v.array(SentFile),
      v.maxLength(CLI_FILES_MAX, (issue) => `${issue.received} files; a forwarded command brings at most ${CLI_FILES_MAX}`),
    ),
    [],
  ),
});

const RUN_IT_ELSEWHERE = 'stop the server to run it directly, or use the HTTP API.';

/** The refusal of arguments over `CLI_BODY_MAX_BYTES`, the same on both sides. */
export function cliBodyTooLarge(bytes: number): string {
  return `The command is too large to forward to the running server (${bytes} bytes, over its limit of ${CLI_BODY_MAX_BYTES} bytes); ${RUN_IT_ELSEWHERE}`;
}

/** The route's refusal of a request over `CLI_FORWARD_MAX_BYTES`, arguments and files together. */
export function cliRequestTooLarge(): string {
  return `The command is too large to forward to the running server (over the request's limit of ${CLI_FORWARD_MAX_BYTES} bytes with its files); ${RUN_IT_ELSEWHERE}`;
}

/** The refusal of files over `CLI_FILES_MAX_BYTES` together. */
export function cliFilesTooLarge(bytes: number): string {
  return `The command's files are too large to forward to the running server (${bytes} bytes together, over their limit of ${CLI_FILES_MAX_BYTES} bytes); ${RUN_IT_ELSEWHERE}`;
}

/** The bytes of the arguments as JSON, the part `CLI_BODY_MAX_BYTES` bounds. */
export function argvBytes(argv: readonly string[]): number {
  return Buffer.byteLength(JSON.stringify({ argv }));
}

/** The JSON body a command and its files are forwarded as, or the refusal naming the limit it breaks. */
export function forwardBody(argv: readonly string[], files: readonly SentFile[] = []): string {
  const parsed = v.safeParse(CliBody, { argv, files });
  if (!parsed.success) throw new Error(`Cannot forward the command: ${parsed.issues.map((i) => i.message).join('; ')}.`);
  const bytes = argvBytes(argv);
  if (bytes > CLI_BODY_MAX_BYTES) throw new Error(cliBodyTooLarge(bytes));
  return JSON.stringify(files.length === 0 ? { argv } : { argv, files });
}
