/** The SQL statements a piece of work runs through a database, for tests that bound them. */
import type { Db } from '../db/types';

/** Runs `fn`, noting the text of every statement run through `db.query` meanwhile. */
export async function statementsDuring<T>(db: Db, fn: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const original = db.query;
  const sql: string[] = [];
  db.query = ((text, params) => {
    sql.push(String(text));
    return original.call(db, text, params);
  }) as typeof db.query;
  try {
    return { result: await fn(), sql };
  } finally {
    db.query = original;
  }
}
