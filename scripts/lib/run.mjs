// Small helpers shared by scripts/start.mjs, dev.mjs, e2e.mjs, test-all.mjs and bench.mjs.
// Plain Node ESM, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = join(ROOT, 'node_modules', '.bin');

/** process.env with the project's node_modules/.bin (pinned Node 24, tsx, rsbuild...) first on PATH. */
export function projectEnv(extra = {}) {
  const path = process.env.PATH ?? '';
  const withBin = path.split(delimiter).includes(BIN) ? path : `${BIN}${delimiter}${path}`;
  return { ...process.env, PATH: withBin, ...extra };
}

/** Runs a command with inherited stdio; resolves to its exit code (signals count as failure). */
export function run(cmd, args = [], opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: projectEnv(), ...opts });
    child.on('error', (error) => {
      process.stderr.write(`could not run ${cmd}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const SOURCE_ROOTS = ['src', 'themes', 'rsbuild.config.ts', 'tsconfig.json', 'package-lock.json'];

function newestSource(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return { mtime: 0, file: null };
  }
  if (!st.isDirectory()) {
    if (/\.test\.[cm]?[jt]sx?$/.test(path)) return { mtime: 0, file: null };
    return { mtime: st.mtimeMs, file: path };
  }
  let best = { mtime: 0, file: null };
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const found = newestSource(join(path, name));
    if (found.mtime > best.mtime) best = found;
  }
  return best;
}

/** Why the built site must be (re)built, or null when dist/ is up to date. */
export function buildReason(distDir = join(ROOT, 'dist')) {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return `${index} is missing`;
  const remotesDir = join(ROOT, 'src', 'remotes');
  if (existsSync(remotesDir)) {
    for (const name of readdirSync(remotesDir)) {
      if (!statSync(join(remotesDir, name)).isDirectory()) continue;
      const entry = join(distDir, 'remotes', name, 'remoteEntry.js');
      if (!existsSync(entry)) return `${entry} is missing`;
    }
  }
  const built = statSync(index).mtimeMs;
  let newest = { mtime: 0, file: null };
  for (const root of SOURCE_ROOTS) {
    const found = newestSource(join(ROOT, root));
    if (found.mtime > newest.mtime) newest = found;
  }
  if (newest.mtime > built) return `${newest.file} is newer than the build`;
  return null;
}

/** A free TCP port on 127.0.0.1: `preferred` when it is free, else any. */
export function freePort(preferred = 0) {
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const srv = createServer();
      srv.unref();
      srv.on('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const { port: got } = srv.address();
        srv.close(() => resolve(got));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

/** GET http://127.0.0.1:<port><path> with an optional Host header (e.g. royal.localhost). */
export function httpGet(port, path, host, timeoutMs = 5000) {
  return new Promise((resolve, reject) => {
    const headers = host ? { Host: `${host}:${port}` } : {};
    const req = request({ host: '127.0.0.1', port, path, headers, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** Polls until the server answers any HTTP response; rejects when `child` exits or time runs out. */
export async function waitForServer(port, { host, path = '/wps/system/status', timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.once('exit', (code, signal) => {
    exited = code ?? signal;
  });
  let lastError = null;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`server exited (${exited}) before it answered on port ${port}`);
    try {
      return await httpGet(port, path, host, 2000);
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`server did not answer on 127.0.0.1:${port} within ${timeoutMs} ms (${lastError?.message})`);
}

/** The first of `names` found on PATH (absolute path), or null. */
export function findOnPath(names) {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of names) {
    for (const dir of dirs) {
      const file = join(dir, name);
      try {
        if (statSync(file).isFile()) return file;
      } catch {
        /* not here */
      }
    }
  }
  return null;
}

/** Debian's Chromium (or CHROMIUM_PATH), or null. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || findOnPath(['chromium', 'chromium-browser', 'google-chrome']);
}

/** Ids of the tenant files (tenants/*.json), sorted. */
export function tenantIds() {
  const dir = join(ROOT, 'tenants');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}
