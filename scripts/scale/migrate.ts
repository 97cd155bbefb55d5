/**
 * Applies the migrations to the configured database once and exits (`npm run scale` runs it before
 * it starts the processes, so they do not queue on the migration lock). Prints what it applied.
 */
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { describeDb, openDb } from '../../server/db/open';

const config = loadConfig();
const db = await openDb(config);
try {
  const applied = await migrate(db);
  console.log(
    `${describeDb(config)}: ${applied.length === 0 ? 'no migration to apply' : `applied ${applied.length} migrations (${applied.at(0)} .. ${applied.at(-1)})`}`,
  );
} finally {
  await db.close();
}
