/**
 * Opens the database (`app.db`), applies pending migrations, closes it with the app.
 *
 * On PGlite, `app.db.statements()` tells the caches whether anything can have been written since
 * they last looked (server/db/types.ts). The periodic checks that only read do not move it
 * (`PERIODIC_READS`): the publish marker, read every `TENANT_REFRESH_MS` (one second) by every
 * process. Counted, it made every cache known current without a read (the status, the front cache,
 * the catalogue) read again once a second, a statement on the event loop each, with the requests
 * of that moment waiting for it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { migrate } from '../../db/migrate';
import { describeDb, openDb } from '../../db/open';
import type { Db, SqlParam } from '../../db/types';

/** Statements that only read, run by periodic checks (exact texts; a changed text is simply counted again). */
export const PERIODIC_READS: ReadonlySet<string> = new Set([
  // server/tenants/config-store.ts configMarker: the publish marker the live brands poll
  'SELECT max(id)::text AS marker FROM tenant_configs',
]);

/** `db` whose statement count leaves out `reads` (statements that write nothing). */
export function withoutPeriodicReads(db: Db, reads: ReadonlySet<string> = PERIODIC_READS): Db {
  const count = db.statements;
  if (!count) return db;
  let left = 0;
  return {
    ...db,
    query: <T extends object>(sql: string, params?: readonly SqlParam[]) => {
      // counted below at the same moment: the inner count moves as the statement is called
      if (reads.has(sql)) left += 1;
      return db.query<T>(sql, params);
    },
    statements: () => count() - left,
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
