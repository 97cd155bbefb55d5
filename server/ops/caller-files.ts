/**
 * The files a forwarded command names, read where the CLI runs (the caller's machine, relative to its
 * working folder) and sent with the command as their contents; the server only ever reads those.
 */
import { stat } from 'node:fs/promises';
import { OpsError } from './actions';
import { diskFiles, typedPath } from './files';
import { CLI_FILE_MAX_BYTES, CLI_FILES_MAX_BYTES, cliFilesTooLarge, type SentFile } from './forward-limits';
import { filesNamed } from './run';

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(typedPath(path))).size;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') throw new OpsError(`No such file: ${error.message}`);
    throw error;
  }
}

/** Each file the command line names, with its contents; a file over its limit is refused before it is read. */
export async function readCallerFiles(argv: readonly string[]): Promise<SentFile[]> {
  const sent: SentFile[] = [];
  let total = 0;
  for (const path of filesNamed(argv)) {
    const size = await sizeOf(path);
    if (size > CLI_FILE_MAX_BYTES) {
      throw new OpsError(`${path} is ${size} bytes; a file sent to the running server may be at most ${CLI_FILE_MAX_BYTES} bytes.`);
    }
    const bytes = await diskFiles.read(path);
    total += bytes.byteLength;
    if (total > CLI_FILES_MAX_BYTES) throw new OpsError(cliFilesTooLarge(total));
    sent.push({ path, base64: Buffer.from(bytes).toString('base64') });
  }
  return sent;
}
