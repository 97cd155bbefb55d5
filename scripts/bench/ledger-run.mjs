// One ledger throughput run (scripts/bench-ledger.ts) on PGlite or on a throwaway PostgreSQL, read
// from its last output line (JSON); shared by `npm run bench` and `npm run bench:ledger`.
import { spawn } from 'node:child_process';
import { projectEnv, ROOT } from '../lib/run.mjs';

/** `db`: 'pglite' | 'postgres'; `classic`: the old code path, measured alongside for a ratio. */
export function ledgerRun(db, { seconds = '5', classic = false } = {}) {
  return jsonRun(db, ['scripts/bench-ledger.ts', '--seconds', String(seconds), ...(classic ? ['--classic'] : [])]);
}

/** Bets per second with one and two processes against a bare `pg` insert loop (scripts/bench/ledger-bets.ts), PostgreSQL only. */
export function betsRun({ seconds = '5' } = {}) {
  return jsonRun('postgres', ['scripts/bench/ledger-bets.ts', '--seconds', String(seconds)]);
}

/** Runs a tsx script (on a throwaway PostgreSQL, or PGlite) and answers its last output line (JSON) with its exit code. */
function jsonRun(db, args) {
  const [cmd, cmdArgs] = db === 'postgres' ? ['node', ['scripts/with-postgres.mjs', '--', 'tsx', ...args]] : ['tsx', args];
  const env = projectEnv({});
  if (db === 'pglite') delete env.DATABASE_URL; // with-postgres sets its own
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve({ exit: code, ...JSON.parse(line) });
      } catch {
        resolve({ exit: code, failed: line.slice(0, 200) });
      }
    });
  });
}

/** Whether PostgreSQL binaries are here for scripts/with-postgres.mjs. */
export async function hasPostgres() {
  const check = spawn('node', ['scripts/with-postgres.mjs', '--check'], { cwd: ROOT, stdio: 'ignore' });
  return (await new Promise((r) => check.on('exit', r))) === 0;
}
