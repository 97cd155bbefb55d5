#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs [--] <command> [args...]
//   node scripts/with-postgres.mjs --check      (exit 0 when PostgreSQL binaries exist, 2 when not)
// The cluster (initdb + pg_ctl from PATH or /usr/lib/postgresql/*/bin) lives in a temp folder, listens
// on a free 127.0.0.1 port with trust auth, and is stopped and removed however the command ends.
// The command gets DATABASE_URL (and PGHOST/PGPORT/PGUSER/PGDATABASE) in its environment.
// As root, PostgreSQL refuses to run: the server binaries then run as the `postgres` user (runuser).
// The cluster itself: scripts/lib/postgres.mjs (shared with scripts/scale/ and scripts/faults/).
// Plain Node ESM, no dependencies.
import { spawn } from 'node:child_process';
import { constants as osConstants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClusterError, findPostgresBin, NO_POSTGRES_EXIT, startCluster } from './lib/postgres.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (msg) => process.stderr.write(`[with-postgres] ${msg}\n`);

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--check') {
    const bin = findPostgresBin();
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

  const t0 = Date.now();
  let cluster;
  try {
    cluster = await startCluster({ prefix: 'with-postgres-', log });
  } catch (error) {
    log(error.message);
    if (error instanceof ClusterError && error.output) process.stderr.write(error.output);
    process.exit(error instanceof ClusterError ? error.exitCode : 1);
  }
  process.on('exit', () => cluster.remove());
  log(`PostgreSQL (${cluster.bin}) ready on 127.0.0.1:${cluster.port} in ${Date.now() - t0} ms; running: ${cmd.join(' ')}`);

  const binPath = join(ROOT, 'node_modules', '.bin');
  const env = {
    ...process.env,
    PATH: `${binPath}${delimiter}${process.env.PATH ?? ''}`,
    DATABASE_URL: cluster.url,
    PGHOST: '127.0.0.1',
    PGPORT: String(cluster.port),
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
    cluster.remove();
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    cluster.remove();
    process.exit(code ?? 128 + (osConstants.signals[signal] ?? 1));
  });
}

main();
