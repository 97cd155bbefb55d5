/**
 * In-memory PGlite from a template: creating a cluster runs initdb inside the WASM build (about
 * 1 s); loading the tarball of a freshly created, empty cluster takes about 0.4 s. Test files each
 * open several in-memory databases, so the template is made once per PGlite version and kept in
 * the system's temporary folder (written to a unique name, then renamed: parallel workers never
 * read half a file). The template is an empty cluster: migrations still run on every database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

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

const TEMPLATE_FILE = join(tmpdir(), `pglite-empty-${pgliteVersion()}.tar`);

let template: Blob | undefined;

async function loadTemplate(): Promise<Blob> {
  if (template) return template;
  try {
    template = new Blob([readFileSync(TEMPLATE_FILE)]);
    return template;
  } catch {
    // not made yet on this machine: make it below
  }
  const fresh = await PGlite.create('memory://');
  try {
    template = await fresh.dumpDataDir('none');
  } finally {
    await fresh.close();
  }
  const partial = `${TEMPLATE_FILE}.${randomBytes(6).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await template.arrayBuffer()));
  renameSync(partial, TEMPLATE_FILE);
  return template;
}

export async function createPgliteFromTemplate(): Promise<PGlite> {
  const data = await loadTemplate();
  try {
    return await PGlite.create({ loadDataDir: data });
  } catch {
    // a damaged template file (e.g. another PGlite build wrote it): fall back to a fresh cluster
    template = undefined;
    return PGlite.create('memory://');
  }
}
