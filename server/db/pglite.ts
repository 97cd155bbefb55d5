/** Embedded PostgreSQL (PGlite): data in a folder, or `memory://` for tests. */
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { createPgliteFromTemplate } from './pglite-template';
import { acquirePgliteLock } from './pglite-lock';
import type { Db, Queryable, SqlParam } from './types';

function wrap(conn: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await conn.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
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
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // PGlite serves one process and runs one query at a time: the lock is the process itself.
    withLock: (_key, fn) => fn(base),
    close: async () => {
      await pg.close();
      release();
    },
  };
}
