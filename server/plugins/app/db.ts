/** Opens the database (`app.db`), applies pending migrations, closes it with the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { migrate } from '../../db/migrate';
import { describeDb, openDb } from '../../db/open';
import type { Db } from '../../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const db = await openDb(opts.config, app.log);
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
    const applied = await migrate(db);
    app.log.info({ db: describeDb(opts.config), applied }, 'database ready');
  },
  { name: 'db' },
);
