/** The shape of one operator command. A command returns the text to print; errors are OpsError. */
import type { Db } from '../db/types';
import type { TenantRegistry } from '../tenants/registry';
import { ApiError } from '../http/api-error';
import { type OpsActions, OpsError } from './actions';

export type OpsContext = {
  db: Db;
  registry: TenantRegistry;
  actions: OpsActions;
  /** the tenant folder the brands are published from (unset: `tenants/`) */
  tenantsDir?: string | undefined;
  /** where the files a command names are read from (ops/files.ts; unset: none can be read) */
  files?: OpsFiles | undefined;
};

/** The files a command names (`--content-file F`, an image to upload): their bytes, by the name given. */
export type OpsFiles = {
  read(path: string): Promise<Uint8Array>;
};

export type OpsCommand = {
  name: string;
  usage: string;
  summary: string;
  run(args: readonly string[], ctx: OpsContext): Promise<string>;
  /** the files these arguments name, as given: a forwarded command carries their contents (ops/caller-files.ts) */
  files?(args: readonly string[]): string[];
};

/** `on`/`off` (also true/false, 1/0) → boolean; anything else is a usage error. */
export function onOff(value: string | undefined, usage: string): boolean {
  const v = value?.toLowerCase();
  if (v === 'on' || v === 'true' || v === '1') return true;
  if (v === 'off' || v === 'false' || v === '0') return false;
  throw new OpsError(`Expected on or off. Usage: npm run ops -- ${usage}`);
}

/** `a b --key value c` → positional `[a, b, c]` and `{ key: value }`. */
export function splitOptions(args: readonly string[]): { positional: string[]; opts: Record<string, string> } {
  const positional: string[] = [];
  const opts: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a.startsWith('--')) opts[a.slice(2)] = args[++i] ?? '';
    else positional.push(a);
  }
  return { positional, opts };
}

/** A service's refusals (an ApiError below 500: bad input, not found, conflict) said as the CLI says them. */
export async function saidAsOps<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) throw new OpsError(error.message);
    throw error;
  }
}
