/** Helpers for e2e suites that start a server of their own: a free loopback port, a wait until it answers, the whole worker fixture. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { scaled } from '../../../scripts/lib/slowness.mjs';
import { ROOT } from './servers';

export function freeLoopbackPort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => res(port));
    });
  });
}

/** Where the servers' logs go: E2E_LOG_DIR (npm test gives each run its own), else reports/. */
export function logDir(): string {
  return resolve(ROOT, process.env.E2E_LOG_DIR || 'reports');
}

/** The server process ended before it answered. */
export class ExitedEarly extends Error {}

/** Resolves once the status call answers 200; fails when the process exits or after 90 s (times TEST_SLOWNESS). */
export async function waitUntilAnswering(port: number, child: ChildProcess, suite: string): Promise<void> {
  const deadline = Date.now() + scaled(90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new ExitedEarly(`${suite} e2e server exited (${child.exitCode}); see ${logDir()}/e2e-${suite}-server-*.log`);
    const ok = await fetch(`http://127.0.0.1:${port}/wps/system/status?tenant=royal`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${suite} e2e server did not start`);
}

/**
 * Runs a suite's own server (`script`, run with tsx) for one worker: a free port, an in-memory PGlite
 * loaded from the migrated template (`memory://migrated`, server/db/pglite-template.ts: no initdb and
 * no migrations at each start, which on a fresh folder took most of a start), the built site, an
 * operator token; logs to e2e-<suite>-server-<worker>.log in E2E_LOG_DIR (else reports/). A start that ends before the
 * server answers is made again, up to 3 starts (on a loaded machine starting the database can outlast
 * the server's own time limit for its database plugin). Resolves when `use` is done, after the server
 * is stopped (its data goes with the process).
 */
export async function withSuiteServer(
  suite: string,
  script: string,
  opts: { workerIndex: number; token: string; env?: Record<string, string> },
  use: (server: { port: number; token: string }) => Promise<void>,
): Promise<void> {
  const port = await freeLoopbackPort();
  const dir = logDir();
  mkdirSync(dir, { recursive: true });
  const log = createWriteStream(join(dir, `e2e-${suite}-server-${opts.workerIndex}.log`));
  let child: ChildProcess | undefined;
  try {
    for (let start = 1; ; start++) {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://migrated',
        DIST_DIR: resolve(ROOT, process.env.E2E_DIST_DIR || 'dist'),
        OPERATOR_TOKEN: opts.token,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        PAY_RUNS: 'false',
        PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
        ...opts.env,
      };
      delete env.DATABASE_URL;
      child = spawn('tsx', [script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      try {
        await waitUntilAnswering(port, child, suite);
        break;
      } catch (error) {
        if (!(error instanceof ExitedEarly) || start >= 3) throw error;
        log.write(`[e2e] start ${start} ended before the server answered; starting again\n`);
      }
    }
    await use({ port, token: opts.token });
  } finally {
    if (child) await stopped(child);
  }
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
