/**
 * Applies `migrations/NNN_name.sql` in order, each in its own transaction, recording them in
 * `schema_migrations`. Idempotent; concurrent starts on PostgreSQL serialise on an advisory lock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 72_640_001;
const NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export type Migration = { version: number; name: string; sql: string };

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const seen = new Set<number>();
  return files.map((file) => {
    const match = NAME.exec(file);
    if (!match?.[1]) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    const version = Number(match[1]);
    if (seen.has(version)) throw new Error(`Two migrations numbered ${match[1]}`);
    seen.add(version);
    return { version, name: file, sql: readFileSync(join(dir, file), 'utf8') };
  });
}

/** Returns the names of the migrations it applied (empty when the schema was current). */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  return db.withLock(LOCK_KEY, async (conn) => {
    await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await conn.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await db.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      });
      applied.push(m.name);
    }
    return applied;
  });
}
