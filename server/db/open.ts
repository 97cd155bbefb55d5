/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export function openDb(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema);
  return openPglite(config.dataDir);
}

/** Where the data lives, for logs (never prints a password). */
export function describeDb(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite (${config.dataDir})`;
  const url = new URL(config.databaseUrl);
  const schema = config.databaseSchema ? `, schema ${config.databaseSchema}` : '';
  return `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname}${schema})`;
}
