/** Embedded PostgreSQL (PGlite): data in a folder, or `memory://` for tests. */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { acquirePgliteLock } from './pglite-lock';
import { createPgliteFromTemplate } from './pglite-template';
import type { Db, Queryable, SqlParam } from './types';

function wrap(conn: PGlite | Transaction, count: () => void): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      count();
      const result = await conn.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      count();
      await conn.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string): Promise<Db> {
  const onDisk = !dataDir.includes('://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const release = onDisk ? acquirePgliteLock(dataDir) : () => {};
  let pg: PGlite;
  try {
    // An in-memory database starts from a cached empty cluster: initdb is the slow part (about 1 s).
    pg = dataDir === 'memory://' ? await createPgliteFromTemplate() : await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  let statements = 0;
  const count = () => {
    statements += 1;
  };
  const base = wrap(pg, count);
  return {
    kind: 'pglite',
    ...base,
    statements: () => statements,
    // counted again after the commit: a read counted before it may have run before the commit
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx, count))).finally(count),
    // PGlite serves one process and runs one query at a time: the lock is the process itself.
    withLock: (_key, fn) => fn(base),
    close: async () => {
      await pg.close();
      release();
    },
  };
}
