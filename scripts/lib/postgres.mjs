// A throwaway PostgreSQL cluster for scripts: scripts/with-postgres.mjs (tests), scripts/scale/
// (the scale path) and scripts/faults/ (the fault suite, which also restarts, stops and pauses it).
// initdb + pg_ctl from PATH, PG_BIN or /usr/lib/postgresql/*/bin; a temp folder; a free 127.0.0.1
// port; trust auth. As root, PostgreSQL refuses to run: its binaries then run as the `postgres` user
// (runuser). Plain Node ESM, no dependencies.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export const NO_POSTGRES_EXIT = 2;

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folder holding initdb, pg_ctl and postgres, or null. */
export function findPostgresBin() {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  if (process.env.PG_BIN) dirs.unshift(process.env.PG_BIN);
  const base = '/usr/lib/postgresql';
  try {
    const versions = readdirSync(base)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) dirs.push(join(base, v, 'bin'));
  } catch {
    /* no Debian PostgreSQL layout */
  }
  for (const dir of dirs) {
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => isExecutable(join(dir, b)))) return dir;
  }
  return null;
}

/** A free TCP port on 127.0.0.1. */
export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** uid/gid of the `postgres` user, or null. */
export function postgresUser() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export class ClusterError extends Error {
  constructor(message, output = '', exitCode = 1) {
    super(message);
    this.output = output;
    this.exitCode = exitCode;
  }
}

/**
 * Creates and starts a cluster; answers a handle:
 *   { bin, dir, dataDir, logFile, port, url, pg(tool, args), start(), stop(mode), restart(mode),
 *     postmasterPid(), pids(), remove() }
 * `remove()` stops it (immediate) and deletes the folder; call it however the caller ends.
 * Throws ClusterError (exitCode NO_POSTGRES_EXIT when PostgreSQL cannot run here at all).
 */
export async function startCluster({ prefix = 'with-postgres-', log = () => {} } = {}) {
  const bin = findPostgresBin();
  if (!bin) {
    throw new ClusterError(
      'PostgreSQL server binaries not found (initdb, pg_ctl, postgres on PATH or in /usr/lib/postgresql/*/bin). ' +
        'Install them with: sudo bash scripts/install-system-deps.sh   (Debian: apt-get install -y postgresql)',
      '',
      NO_POSTGRES_EXIT,
    );
  }
  let owner = null;
  if (isRoot()) {
    owner = postgresUser();
    if (!owner)
      throw new ClusterError(
        'running as root but there is no `postgres` user to run PostgreSQL as (useradd --system postgres)',
        '',
        NO_POSTGRES_EXIT,
      );
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  if (owner) chownSync(dir, owner.uid, owner.gid);

  // Runs a PostgreSQL tool, as `postgres` when we are root.
  const pg = (tool, args, opts = {}) => {
    const file = join(bin, tool);
    const [exe, fullArgs] = owner ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    return spawnSync(exe, fullArgs, { encoding: 'utf8', cwd: dir, ...opts });
  };
  // The same, without blocking the event loop (a drill keeps its load running meanwhile).
  const pgAsync = (tool, args) =>
    new Promise((resolve) => {
      const file = join(bin, tool);
      const [exe, fullArgs] = owner ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
      const child = spawn(exe, fullArgs, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => {
        stdout += c;
      });
      child.stderr.on('data', (c) => {
        stderr += c;
      });
      child.on('error', (error) => resolve({ status: null, stdout, stderr, error }));
      child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
    });
  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-4000);
    } catch {
      return '';
    }
  };
  const check = (what, r) => {
    if (r.status === 0) return r;
    throw new ClusterError(
      `${what} failed (exit ${r.status ?? r.signal ?? r.error?.message})`,
      `${r.stdout ?? ''}${r.stderr ?? ''}${logTail()}`,
    );
  };

  let running = false;
  let removed = false;
  const handle = {
    bin,
    dir,
    dataDir,
    logFile,
    port: 0,
    url: '',
    pg,
    logTail,
    pgAsync,
    startArgs() {
      const options = [
        `-p ${handle.port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      return ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'];
    },
    /** pg_ctl start (waits until it accepts connections). */
    start() {
      running = true;
      check('pg_ctl start', pg('pg_ctl', handle.startArgs()));
    },
    /** start / stop(mode) / restart(mode) without blocking: resolve when pg_ctl is done, reject on failure. */
    async startAsync() {
      running = true;
      check('pg_ctl start', await pgAsync('pg_ctl', handle.startArgs()));
    },
    async stopAsync(mode = 'fast') {
      check('pg_ctl stop', await pgAsync('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']));
      running = false;
    },
    async restartAsync(mode = 'fast') {
      check('pg_ctl restart', await pgAsync('pg_ctl', ['-D', dataDir, '-l', logFile, '-m', mode, '-w', '-t', '60', 'restart']));
      running = true;
    },
    /** pg_ctl stop; mode fast (disconnect clients, clean shutdown) or immediate. */
    stop(mode = 'fast') {
      check('pg_ctl stop', pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']));
      running = false;
    },
    /** pg_ctl restart -m <mode> (waits until it accepts connections again). */
    restart(mode = 'fast') {
      check('pg_ctl restart', pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-m', mode, '-w', '-t', '60', 'restart']));
      running = true;
    },
    /** The postmaster's pid (first line of postmaster.pid), or null when it is not running. */
    postmasterPid() {
      try {
        const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        return Number.isInteger(pid) && pid > 0 ? pid : null;
      } catch {
        return null;
      }
    },
    /** The postmaster and its children (backends, checkpointer, ...): what SIGSTOP must reach to pause it. */
    pids() {
      const main = handle.postmasterPid();
      if (!main) return [];
      // children from /proc (a fresh Debian image may have no `ps`): field 4 of /proc/<pid>/stat is the parent
      const children = [];
      for (const name of readdirSync('/proc')) {
        if (!/^\d+$/.test(name)) continue;
        try {
          const stat = readFileSync(join('/proc', name, 'stat'), 'utf8');
          const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          if (ppid === main) children.push(Number(name));
        } catch {
          /* exited meanwhile */
        }
      }
      return [main, ...children];
    },
    remove() {
      if (removed) return;
      removed = true;
      if (running) {
        const r = pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
        if (r.status !== 0) log(`pg_ctl stop failed: ${(r.stderr || r.stdout || '').trim()}`);
        running = false;
      }
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch (error) {
        log(`could not remove ${dir}: ${error.message}`);
      }
    },
  };
  try {
    check('initdb', pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']));
    handle.port = await freeLoopbackPort();
    handle.url = `postgres://postgres@127.0.0.1:${handle.port}/postgres`;
    handle.start();
  } catch (error) {
    handle.remove();
    throw error;
  }
  return handle;
}
