/** A temporary DIST_DIR shaped like the build output, for the static-serving tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const FAKE_INDEX = '<!doctype html><html><head><title>fake host</title></head><body><div id="root"></div></body></html>';

export const FAKE_FILES: Record<string, string> = {
  'index.html': FAKE_INDEX,
  'static/js/index.1a2b3c4d.js': 'console.log("host")',
  'static/css/index.5e6f7a8b.css': 'body{margin:0}',
  'remotes/games/remoteEntry.js': 'var games = {}',
  'remotes/games/static/js/123.9f8e7d6c.js': 'export {}',
  'manifest.json': '{}',
};

/** Beside the dist folder (never servable): proves requests cannot climb out of DIST_DIR. */
export const SECRET_BESIDE_DIST = 'secret.txt';

export function makeFakeDist(files: Record<string, string | Buffer> = FAKE_FILES): { dir: string; remove(): void } {
  const parent = mkdtempSync(join(tmpdir(), 'site-'));
  const dir = join(parent, 'dist');
  writeFileSync(join(parent, SECRET_BESIDE_DIST), 'TOP SECRET');
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
