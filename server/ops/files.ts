/**
 * Where an operator command reads the files it names. The CLI on the database reads this machine's
 * disk; a command forwarded to a running server reads only the contents the CLI sent with it (the
 * server never opens a path it is given); any other context reads none.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { OpsError } from './actions';
import type { OpsContext, OpsFiles } from './command';

/**
 * Where a relative path a person typed points: the folder the command was typed in. `npm run ops`
 * runs the CLI from the checkout's root and names the caller's folder in `INIT_CWD`.
 */
export function typedPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD || process.cwd(), path);
}

/** Files on this machine's disk, relative to the folder the command was typed in; a missing one is an OpsError. */
export const diskFiles: OpsFiles = {
  async read(path) {
    try {
      return await readFile(typedPath(path));
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') throw new OpsError(`No such file: ${error.message}`);
      throw error;
    }
  },
};

/** The refusal of a file a forwarded command names but did not bring. */
export function fileNotSent(path: string): OpsError {
  return new OpsError(
    `The server does not open "${path}": a forwarded command carries the contents of the files it names (npm run ops reads them on the caller's machine and sends them), and this one came without them.`,
  );
}

/** The files a forwarded command brought, by the name the command gives them; nothing else. */
export function sentFiles(sent: ReadonlyMap<string, Uint8Array>): OpsFiles {
  return {
    async read(path) {
      const bytes = sent.get(path);
      if (!bytes) throw fileNotSent(path);
      return bytes;
    },
  };
}

const noFiles: OpsFiles = {
  async read(path) {
    throw new OpsError(`Cannot read "${path}": this operator tool takes no files.`);
  },
};

/** The context's files, or none at all when it names no source. */
export function filesOf(ctx: OpsContext): OpsFiles {
  return ctx.files ?? noFiles;
}

/** A text file's contents (UTF-8, as `readFile(path, 'utf8')` reads it). */
export async function readText(files: OpsFiles, path: string): Promise<string> {
  return Buffer.from(await files.read(path)).toString('utf8');
}
