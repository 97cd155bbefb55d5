/**
 * PGlite serves one process, so while the server runs `npm run ops` cannot open the database. The
 * server then leaves a handle beside the data folder (`<dataDir>.server.json`, readable by its
 * owner only): its URL and operator token. The CLI forwards the command to that server's operator
 * API (`POST /ops/api/cli`), which runs it in the server process against the same database. The
 * files the command names go with it as their contents, read here (ops/caller-files.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';
import { processAlive } from '../db/pglite-lock';
import { readCallerFiles } from './caller-files';
import { forwardBody } from './forward-limits';

const HandleSchema = v.object({ pid: v.number(), url: v.string(), token: v.string() });
export type ServerHandle = v.InferOutput<typeof HandleSchema>;

export function handlePath(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.server.json`;
}

export function writeServerHandle(dataDir: string, handle: Omit<ServerHandle, 'pid'>): () => void {
  const file = handlePath(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, ...handle }), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The handle of a server that still runs on this data folder, or null. */
export function readLiveServerHandle(dataDir: string): ServerHandle | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(handlePath(dataDir), 'utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(HandleSchema, raw);
  return parsed.success && processAlive(parsed.output.pid) ? parsed.output : null;
}

const CliAnswer = v.object({ success: v.boolean(), message: v.string(), value: v.nullable(v.object({ output: v.string() })) });

/**
 * Runs one command in the server that holds the database, with the contents of the files it names;
 * returns its output or throws its message. A command over the forwarding limits
 * (ops/forward-limits.ts) is refused before it is sent.
 */
export async function forwardCommand(handle: ServerHandle, argv: readonly string[]): Promise<string> {
  const body = forwardBody(argv, await readCallerFiles(argv));
  const response = await fetch(new URL('/ops/api/cli', handle.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${handle.token}`, 'content-type': 'application/json' },
    body,
  });
  const answer = v.safeParse(CliAnswer, await response.json().catch(() => null));
  if (!answer.success) throw new Error(`The running server answered ${response.status} without a command result.`);
  if (!answer.output.success || !answer.output.value) throw new Error(answer.output.message);
  return answer.output.value.output;
}
