/**
 * A `Db` whose `transaction` joins a transaction already open: the wallet and reward services open
 * their own transaction on the `Db` they are given, and the console runs them inside its own so the
 * money, the request row and the audit record commit together (or not at all).
 */
import type { Db, Queryable } from '../../db/types';

export function joinedDb(tx: Queryable, outer: Db): Db {
  return {
    kind: outer.kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    withLock: () => Promise.reject(new Error('joinedDb: a cluster-wide lock cannot be taken inside a joined transaction')),
    close: () => Promise.reject(new Error('joinedDb: the joined transaction is closed by its owner')),
  };
}

/** Runs `fn` in one transaction of `db`, giving it both the transaction and a `Db` joined to it. */
export function inOneTransaction<T>(db: Db, fn: (tx: Queryable, joined: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx, joinedDb(tx, db)));
}
