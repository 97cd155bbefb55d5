/**
 * Opens the database (`app.db`), applies pending migrations, closes it with the app.
 *
 * On PGlite, `app.db.statements()` tells the caches whether anything can have been written since
 * they last looked (server/db/types.ts). The periodic checks that only read do not move it
 * (`PERIODIC_READS`): the publish marker, read every `TENANT_REFRESH_MS` (one second) by every
 * process. Counted, it made every cache known current without a read (the status, the front cache,
 * the catalogue) read again once a second, a statement on the event loop each, with the requests
 * of that moment waiting for it. And while nothing was written since its last run, such a read is
 * answered with that run's rows, without a statement.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { migrate } from '../../db/migrate';
import { describeDb, openDb } from '../../db/open';
import type { Db, SqlParam } from '../../db/types';
import { CONFIG_MARKER_SQL } from '../../tenants/config-store';

/** Statements that only read, run by periodic checks (exact texts, named where they are run). */
export const PERIODIC_READS: ReadonlySet<string> = new Set([
  // the publish marker the live brands poll
  CONFIG_MARKER_SQL,
]);

/**
 * `db` whose statement count leaves out `reads` (statements that write nothing, without parameters),
 * and where such a read, when nothing was counted since its last run, answers that run's rows
 * again without a statement: one process owns a PGlite database, so every write goes through this
 * object and moves the count, and an unmoved count means the read would find the same rows.
 * PostgreSQL (no count: other processes write too): `db` itself.
 */
export function withoutPeriodicReads(db: Db, reads: ReadonlySet<string> = PERIODIC_READS): Db {
  const count = db.statements;
  if (!count) return db;
  let left = 0;
  const statements = () => count() - left;
  const last = new Map<string, { at: number; rows: readonly object[] }>();
  return {
    ...db,
    query: <T extends object>(sql: string, params?: readonly SqlParam[]) => {
      if (!reads.has(sql) || (params !== undefined && params.length > 0)) return db.query<T>(sql, params);
      const at = statements();
      const known = last.get(sql);
      if (known && known.at === at) return Promise.resolve([...known.rows] as T[]);
      // counted below at the same moment: the inner count moves as the statement is called
      left += 1;
      return db.query<T>(sql, params).then((rows) => {
        last.set(sql, { at, rows });
        return [...rows];
      });
    },
    statements,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const db = withoutPeriodicReads(await openDb(opts.config, app.log));
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
    const applied = await migrate(db);
    app.log.info({ db: describeDb(opts.config), applied }, 'database ready');
  },
  { name: 'db' },
);
