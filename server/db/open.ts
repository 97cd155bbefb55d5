/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
import type { Config } from '../config';
import { openPglite } from './pglite';
import { type DbLog, openPostgres } from './postgres';
import { retrying } from './retry';
import type { Db } from './types';

/** Transactions and top-level statements retry serialization failures and deadlocks a few times (`retry.ts`). */
export async function openDb(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> & Partial<Pick<Config, 'database'>>,
  log?: DbLog,
): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databaseSchema, { ...config.database, ...(log ? { log } : {}) })
    : await openPglite(config.dataDir);
  return retrying(db);
}

/** Where the data lives, for logs (never prints a password). */
export function describeDb(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite (${config.dataDir})`;
  const url = new URL(config.databaseUrl);
  const schema = config.databaseSchema ? `, schema ${config.databaseSchema}` : '';
  return `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname}${schema})`;
}
