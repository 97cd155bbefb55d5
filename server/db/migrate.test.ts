import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, testConfig } from '../test/helper';
import { migrate, readMigrations } from './migrate';
import { openDb } from './open';

const config = testConfig();
afterAll(() => dropSchema(config));

describe('migrations', () => {
  it('are numbered files, read in order', () => {
    const names = readMigrations().map((m) => m.name);
    expect(names[0]).toBe('001_tenant_runtime.sql');
    expect([...names].sort()).toEqual(names);
  });

  it('apply once, are recorded, and a second run does nothing', async () => {
    const db = await openDb(config);
    try {
      expect(await migrate(db)).toContain('001_tenant_runtime.sql');
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toContain(1);
      await db.query('INSERT INTO tenant_runtime (tenant_id, maintenance) VALUES ($1, $2)', ['royal', true]);
    } finally {
      await db.close();
    }
  });

  // PGlite is one process per data folder (see pglite-lock.ts), so this race exists only on PostgreSQL.
  it.runIf(config.databaseUrl)('survive two processes starting at once (advisory lock on PostgreSQL)', async () => {
    const shared = testConfig({ DATABASE_SCHEMA: `${config.databaseSchema}_two` });
    const [a, b] = await Promise.all([openDb(shared), openDb(shared)]);
    try {
      const applied = await Promise.all([migrate(a), migrate(b)]);
      expect(applied.flat().filter((n) => n === '001_tenant_runtime.sql')).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await dropSchema(shared);
    }
  });

  it('roll back a failing migration and reject bad file names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(dir, '001_ok.sql'), 'CREATE TABLE ok_table (id int);');
      writeFileSync(join(dir, '002_bad.sql'), 'CREATE TABLE half_done (id int); SELECT no_such_column FROM ok_table;');
      const db = await openDb(testConfig(config.databaseSchema ? { DATABASE_SCHEMA: `${config.databaseSchema}_bad` } : {}));
      try {
        await expect(migrate(db, readMigrations(dir))).rejects.toThrow();
        const tables = await db.query<{ n: string }>("SELECT to_regclass('half_done')::text AS n");
        expect(tables[0]?.n).toBeNull();
        expect((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version)).toEqual([1]);
      } finally {
        await db.close();
        if (config.databaseSchema) await dropSchema({ ...config, databaseSchema: `${config.databaseSchema}_bad` });
      }
      mkdirSync(join(dir, 'x'));
      writeFileSync(join(dir, '3_wrong.sql'), '');
      expect(() => readMigrations(dir)).toThrow(/001_name.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
