/** The one database interface every repository uses; PGlite and PostgreSQL implement it. */
export type SqlParam = string | number | boolean | null | Date | readonly string[] | readonly number[];

export interface Queryable {
  /** One statement with `$1`-style parameters; returns its rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PGlite only (one process owns the database, so every change goes through this object): a count
   * that moves with every statement and transaction run here. Unchanged = nothing was written since;
   * caches use it to skip a re-check (server/routes/system/status-answer.ts).
   */
  readonly statements?: () => number;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` holding a cluster-wide lock (advisory lock on PostgreSQL; PGlite is one process). */
  withLock<T>(key: number, fn: (conn: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
