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

/**
 * The folder is written when `dir` is first read (in a hook or test), so a block that is skipped, and
 * so never runs its hooks, leaves no folder behind; `remove()` deletes it (and is a no-op before).
 */
export function makeFakeDist(files: Record<string, string | Buffer> = FAKE_FILES): { readonly dir: string; remove(): void } {
  let parent: string | undefined;
  const write = (): string => {
    const made = mkdtempSync(join(tmpdir(), 'site-'));
    const dir = join(made, 'dist');
    writeFileSync(join(made, SECRET_BESIDE_DIST), 'TOP SECRET');
    for (const [rel, body] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), body);
    }
    return made;
  };
  return {
    get dir() {
      parent ??= write();
      return join(parent, 'dist');
    },
    remove() {
      if (parent) rmSync(parent, { recursive: true, force: true });
      parent = undefined;
    },
  };
}
