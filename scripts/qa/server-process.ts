/**
 * Starts the real server for a matrix run: free loopback port, temp PGlite folder, operator token,
 * and a private copy of the build (so a concurrent `npm run build` cannot change the site mid-run).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export type RunningServer = { baseUrl: string; port: number; token: string; stop(): Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Builds the site when dist/index.html is missing (never rebuilds a present build). A build that
 * another process is running in this checkout empties dist/ first, so wait up to 60 s for it
 * before starting one of our own (two builds into one folder break each other).
 */
export function ensureBuilt(distDir = join(ROOT, 'dist')): void {
  for (let waited = 0; waited < 60_000 && !existsSync(join(distDir, 'index.html')); waited += 2000) {
    if (waited === 0) console.log('[qa] dist/index.html is missing: waiting for a build in progress');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
  }
  if (existsSync(join(distDir, 'index.html'))) return;
  console.log('[qa] dist/ is missing: npm run build');
  const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`npm run build failed (exit ${res.status ?? 'signal'})`);
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before answering`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/** Whether a copied build is whole: index.html and every /static file it references. */
function wholeBuild(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const refs = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(static\/[^"?#]+)"/g)].map((m) => m[1] ?? '');
  return refs.every((r) => existsSync(join(dir, r)));
}

/**
 * A private copy of dist/ for this run. Other work in the same checkout may rebuild dist/ while a
 * matrix runs (a rebuild empties it first): serving the live folder then shows "site not built"
 * or old hashed chunks to the rows in between. The copy is taken once, into `dir`, and checked whole.
 */
export function snapshotBuild(dir: string, distDir = join(ROOT, 'dist')): string {
  for (let attempt = 1; attempt <= 10; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true });
      cpSync(distDir, dir, { recursive: true });
      if (wholeBuild(dir)) return dir;
    } catch {
      // dist/ changed while copying (a rebuild is running): try again
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`could not take a whole copy of ${distDir} (is a build running?)`);
}

export async function startServer(opts: { quiet?: boolean } = {}): Promise<RunningServer> {
  ensureBuilt();
  // one folder per server: the build's copy, the PGlite data and its lock file beside it
  const folder = mkdtempSync(join(tmpdir(), 'qa-matrix-'));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  let distCopy: string;
  try {
    distCopy = snapshotBuild(join(folder, 'dist'));
  } catch (error) {
    removeFolder();
    throw error;
  }
  const port = await freePort();
  const dataDir = join(folder, 'pglite');
  const token = `qa-${randomBytes(18).toString('hex')}`;
  // node itself with tsx's loader (not the tsx wrapper, whose child would outlive a SIGKILL of it)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/qa/serve.ts'], {
    cwd: ROOT,
    // the IPC channel closes when this process dies by any signal: the server then stops itself
    stdio: opts.quiet === false ? ['inherit', 'inherit', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distCopy,
      OPERATOR_TOKEN: token,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      NODE_ENV: 'test',
    },
  });
  child.channel?.unref();
  const killOnExit = () => {
    child.kill('SIGKILL');
    removeFolder();
  };
  process.once('exit', killOnExit);
  const stop = async (): Promise<void> => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    removeFolder();
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/wps/system/status`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, token, stop };
}
