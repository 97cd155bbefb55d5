/**
 * The statement count of `app.db` (PGlite) leaves out the periodic reads that write nothing, so a
 * quiet server's caches stay known current, and such a read with nothing written since its last
 * run answers that run's rows without a statement; every other statement still moves the count.
 */
import { describe, expect, it } from 'vitest';
import type { Db, SqlParam } from '../../db/types';
import { fileTestApp } from '../../test/app';
import { withoutPeriodicReads } from './db';

const t = fileTestApp();

/** A Db that counts its statements like PGlite's and records what it ran. */
function fakeDb(): { db: Db; ran: string[]; rows: { marker: string }[] } {
  let statements = 0;
  const ran: string[] = [];
  const rows = [{ marker: '1' }];
  const query = async <T extends object>(sql: string, _params?: readonly SqlParam[]) => {
    statements += 1;
    ran.push(sql);
    return rows.map((r) => ({ ...r })) as unknown as T[];
  };
  const db: Db = {
    kind: 'pglite',
    query,
    exec: async () => {
      statements += 1;
    },
    statements: () => statements,
    transaction: (fn) => fn({ query, exec: async () => {} }),
    withLock: (_key, fn) => fn({ query, exec: async () => {} }),
    close: async () => {},
  };
  return { db, ran, rows };
}

const POLL = 'SELECT max(id)::text AS marker FROM tenant_configs';

describe('withoutPeriodicReads', () => {
  it('a periodic read does not move the count, and runs again only after another statement', async () => {
    const { db: inner, ran, rows } = fakeDb();
    const db = withoutPeriodicReads(inner);
    expect(await db.query(POLL)).toEqual([{ marker: '1' }]);
    expect(await db.query(POLL)).toEqual([{ marker: '1' }]);
    expect(ran).toEqual([POLL]);
    expect(db.statements?.()).toBe(0);
    await db.query("UPDATE tenant_configs SET note = 'x'");
    rows[0] = { marker: '2' };
    expect(await db.query(POLL)).toEqual([{ marker: '2' }]);
    expect(ran).toEqual([POLL, "UPDATE tenant_configs SET note = 'x'", POLL]);
    expect(db.statements?.()).toBe(1);
    // with parameters, or any other text: run and counted as usual
    await db.query(`${POLL} WHERE id > $1`, [0]);
    await db.query(`${POLL} WHERE id > $1`, [0]);
    expect(ran.length).toBe(5);
    expect(db.statements?.()).toBe(3);
  });

  it('a caller changing the rows it got does not change what the next one gets', async () => {
    const db = withoutPeriodicReads(fakeDb().db);
    const first = await db.query<{ marker: string }>(POLL);
    first.pop();
    expect(await db.query(POLL)).toEqual([{ marker: '1' }]);
  });

  it('PostgreSQL (no count): the database itself', () => {
    const { db } = fakeDb();
    const postgres: Db = { ...db, kind: 'postgres', statements: undefined };
    expect(withoutPeriodicReads(postgres)).toBe(postgres);
  });
});

describe('app.db statement count', () => {
  it('the live brands’ publish-marker poll does not move it; any other statement does', async () => {
    const count = t.app.db.statements;
    if (!count) {
      // PostgreSQL: no count (other processes write too); the caches read their markers instead
      expect(t.app.db.kind).toBe('postgres');
      return;
    }
    const before = count();
    expect(await t.app.liveTenants.refresh()).toBe(false);
    expect(await t.app.liveTenants.refresh()).toBe(false);
    expect(count()).toBe(before);
    await t.app.db.query('SELECT 1');
    expect(count()).toBe(before + 1);
    expect(await t.app.liveTenants.refresh()).toBe(false);
    expect(count()).toBe(before + 1);
  });
});
