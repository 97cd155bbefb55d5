/** The `Db` interface over one open PGlite instance (`close` runs `onClose` after PGlite closes). */
import type { PGlite, Transaction } from '@electric-sql/pglite';
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

export function pgliteDb(pg: PGlite, onClose: () => void = () => {}): Db {
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
      onClose();
    },
  };
}
