#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs [--] <command> [args...]
//   node scripts/with-postgres.mjs --check      (exit 0 when PostgreSQL binaries exist, 2 when not)
// The cluster (initdb + pg_ctl from PATH or /usr/lib/postgresql/*/bin) lives in a temp folder, listens
// on a free 127.0.0.1 port with trust auth, and is stopped and removed however the command ends.
// The command gets DATABASE_URL (and PGHOST/PGPORT/PGUSER/PGDATABASE) in its environment.
// As root, PostgreSQL refuses to run: the server binaries then run as the `postgres` user (runuser).
// Plain Node ESM, no dependencies.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants as osConstants, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NO_POSTGRES_EXIT = 2;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (msg) => process.stderr.write(`[with-postgres] ${msg}\n`);

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folder holding initdb, pg_ctl and postgres, or null. */
function findPostgresBin() {
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

function freePort() {
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

function postgresUser() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

function main() {
  const argv = process.argv.slice(2);
  const bin = findPostgresBin();
  if (argv[0] === '--check') {
    if (bin) {
      console.log(bin);
      process.exit(0);
    }
    log('no PostgreSQL server binaries (initdb, pg_ctl, postgres) on PATH or in /usr/lib/postgresql/*/bin');
    process.exit(NO_POSTGRES_EXIT);
  }
  const cmd = argv[0] === '--' ? argv.slice(1) : argv;
  if (cmd.length === 0) {
    log('usage: node scripts/with-postgres.mjs [--] <command> [args...]');
    process.exit(64);
  }
  if (!bin) {
    log('PostgreSQL server binaries not found (initdb, pg_ctl, postgres on PATH or in /usr/lib/postgresql/*/bin).');
    log('Install them with: sudo bash scripts/install-system-deps.sh   (Debian: apt-get install -y postgresql)');
    process.exit(NO_POSTGRES_EXIT);
  }
  return run(bin, cmd);
}

async function run(bin, cmd) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let owner = null;
  if (isRoot) {
    owner = postgresUser();
    if (!owner) {
      log('running as root but there is no `postgres` user to run PostgreSQL as (useradd --system postgres)');
      process.exit(NO_POSTGRES_EXIT);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'with-postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  if (owner) chownSync(dir, owner.uid, owner.gid);

  // Runs a PostgreSQL tool, as `postgres` when we are root.
  const pg = (tool, args, opts = {}) => {
    const file = join(bin, tool);
    const [exe, fullArgs] = owner ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    return spawnSync(exe, fullArgs, { encoding: 'utf8', cwd: dir, ...opts });
  };

  let started = false;
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    if (started) {
      const r = pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      if (r.status !== 0) log(`pg_ctl stop failed: ${(r.stderr || r.stdout || '').trim()}`);
    }
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      log(`could not remove ${dir}: ${error.message}`);
    }
  };
  process.on('exit', cleanup);

  const fail = (what, r) => {
    log(`${what} failed (exit ${r.status ?? r.signal ?? r.error?.message}):`);
    process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    try {
      process.stderr.write(readFileSync(logFile, 'utf8'));
    } catch {
      /* no log yet */
    }
    cleanup();
    process.exit(1);
  };

  const t0 = Date.now();
  const init = pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  if (init.status !== 0) fail('initdb', init);

  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  started = true;
  const start = pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  if (start.status !== 0) fail('pg_ctl start', start);

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL (${bin}) ready on 127.0.0.1:${port} in ${Date.now() - t0} ms; running: ${cmd.join(' ')}`);

  const binPath = join(ROOT, 'node_modules', '.bin');
  const env = {
    ...process.env,
    PATH: `${binPath}${delimiter}${process.env.PATH ?? ''}`,
    DATABASE_URL: url,
    PGHOST: '127.0.0.1',
    PGPORT: String(port),
    PGUSER: 'postgres',
    PGDATABASE: 'postgres',
  };
  const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit', env });
  const forward = (sig) => {
    if (child.exitCode === null) child.kill(sig);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => forward(sig));
  child.on('error', (error) => {
    log(`could not run ${cmd[0]}: ${error.message}`);
    cleanup();
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    cleanup();
    process.exit(code ?? 128 + (osConstants.signals[signal] ?? 1));
  });
}

main();
