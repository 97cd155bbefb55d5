/**
 * PostgreSQL test apps start from a migrated template: the first app of a run migrates a template
 * database once (under an advisory lock, so parallel workers wait for it instead of racing), and
 * every app gets its own database cloned from it (`CREATE DATABASE … TEMPLATE`), dropped on close.
 * The template's name carries a fingerprint of the migration files: changed migrations, new template.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, readMigrations } from '../db/migrate';
import { openPostgres } from '../db/postgres';

/** The schema the template is migrated in (so every clone's tables are there too). */
export const TEMPLATE_SCHEMA = 'app';
const LOCK_KEY = 72_640_099;

function templateName(): string {
  const hash = createHash('sha256');
  for (const m of readMigrations()) hash.update(m.name).update('\0').update(m.sql).update('\0');
  return `test_template_${hash.digest('hex').slice(0, 16)}`;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function makeTemplate(url: string): Promise<string> {
  const name = templateName();
  return admin(url, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE "${building}"`);
      const db = await openPostgres(withDatabase(url, building), TEMPLATE_SCHEMA);
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}

let template: Promise<string> | undefined;

export type ClonedDatabase = { url: string; schema: string; drop(): Promise<void> };

/** A database of its own for one test app, already migrated, on the cluster of `url`. */
export async function cloneMigratedDatabase(url: string): Promise<ClonedDatabase> {
  template ??= makeTemplate(url).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  const source = await template;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin(url, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
  return {
    url: withDatabase(url, name),
    schema: TEMPLATE_SCHEMA,
    drop: () => admin(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
