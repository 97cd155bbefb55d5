/**
 * Records every statement a database object runs (its own queries and those of its transactions),
 * so a test can tell whether a read wrote anything: `const seen = recordStatements(app.db)`, run the
 * reads, then `seen.writesTo('deposits')` and `seen.stop()`.
 */
import type { Db, Queryable, SqlParam } from '../../db/types';

export type StatementLog = { all: string[]; writesTo(table: string): string[]; stop(): void };

export function recordStatements(db: Db): StatementLog {
  const all: string[] = [];
  const query = db.query;
  const transaction = db.transaction;
  const recorded = (q: Queryable): Queryable => ({
    query: <T extends object>(sql: string, params?: readonly SqlParam[]) => {
      all.push(sql);
      return q.query<T>(sql, params);
    },
    exec: (sql: string) => {
      all.push(sql);
      return q.exec(sql);
    },
  });
  const own = recorded({
    query: <T extends object>(sql: string, params?: readonly SqlParam[]) =>
      query.call<Db, [string, readonly SqlParam[] | undefined], Promise<T[]>>(db, sql, params),
    exec: (sql) => db.exec(sql),
  });
  db.query = own.query;
  db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
    transaction.call<Db, [(tx: Queryable) => Promise<T>], Promise<T>>(db, (tx) => fn(recorded(tx)));
  return {
    all,
    writesTo: (table) => all.filter((sql) => new RegExp(`\\b(UPDATE|INSERT\\s+INTO|DELETE\\s+FROM)\\s+${table}\\b`, 'i').test(sql)),
    stop: () => {
      db.query = query;
      db.transaction = transaction;
    },
  };
}
