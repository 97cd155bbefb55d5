/**
 * Embedded PostgreSQL (PGlite): data in a folder, or in memory for tests: `memory://` is an empty
 * database, `memory://migrated` one with the current migrations already applied (test apps).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from './pglite-db';
import { acquirePgliteLock } from './pglite-lock';
import { createPgliteFromTemplate } from './pglite-template';
import type { Db } from './types';

/** The in-memory data dir that starts with the current migrations applied. */
export const MIGRATED_MEMORY = 'memory://migrated';

export async function openPglite(dataDir: string): Promise<Db> {
  const onDisk = !dataDir.includes('://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const release = onDisk ? acquirePgliteLock(dataDir) : () => {};
  let pg: PGlite;
  try {
    // In memory, a database starts from a cached cluster: initdb and the migrations are the slow part.
    if (dataDir === 'memory://') pg = await createPgliteFromTemplate('empty');
    else if (dataDir === MIGRATED_MEMORY) pg = await createPgliteFromTemplate('migrated');
    else pg = await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  return pgliteDb(pg, release);
}
