/**
 * In-memory PGlite from a template: creating a cluster runs initdb inside the WASM build (about
 * 1 s) and applying every migration takes seconds more; loading a dumped cluster takes about 0.4 s.
 * Two templates: `empty` (a fresh cluster) and `migrated` (the current migrations applied). Each is
 * made once per machine for this PGlite version (and, for `migrated`, these migration files) and
 * kept in the system's temporary folder, written to a unique name and then renamed, so parallel
 * test workers never read half a file; a worker keeps the one it loaded in memory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrate, readMigrations } from './migrate';
import { pgliteDb } from './pglite-db';

export type TemplateKind = 'empty' | 'migrated';

/** The installed PGlite's version (its package.json is not in the package's exports). */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

/** A short fingerprint of the migration files (names and contents). */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const m of readMigrations()) hash.update(m.name).update('\0').update(m.sql).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function templateFile(kind: TemplateKind): string {
  const suffix = kind === 'migrated' ? `-${migrationsHash()}` : '';
  return join(tmpdir(), `pglite-${kind}-${pgliteVersion()}${suffix}.tar`);
}

/** Makes the template's cluster: a fresh one, migrated for `migrated`. */
async function makeCluster(kind: TemplateKind): Promise<PGlite> {
  if (kind === 'empty') return PGlite.create('memory://');
  const pg = await createPgliteFromTemplate('empty');
  await migrate(pgliteDb(pg));
  return pg;
}

const loaded = new Map<TemplateKind, Promise<Blob>>();

async function readOrMake(kind: TemplateKind): Promise<Blob> {
  const file = templateFile(kind);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // not made yet on this machine: make it below
  }
  const pg = await makeCluster(kind);
  let dump: Blob;
  try {
    dump = await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
  const partial = `${file}.${randomBytes(6).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function template(kind: TemplateKind): Promise<Blob> {
  let blob = loaded.get(kind);
  if (!blob) {
    blob = readOrMake(kind);
    loaded.set(kind, blob);
    blob.catch(() => loaded.delete(kind));
  }
  return blob;
}

export async function createPgliteFromTemplate(kind: TemplateKind): Promise<PGlite> {
  const data = await template(kind);
  try {
    return await PGlite.create({ loadDataDir: data });
  } catch {
    // a damaged template file (e.g. another PGlite build wrote it): make the cluster afresh
    loaded.delete(kind);
    return makeCluster(kind);
  }
}
