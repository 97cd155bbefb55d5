/**
 * Starts the real server (`tsx server/main.ts`) twice, each on a free loopback port with a fresh
 * PGlite data folder in a temp dir and DIST_DIR=dist (E2E_DIST_DIR overrides), waits until the status call answers, hands the
 * ports to the workers (E2E_SERVERS) and returns the teardown that stops them and removes the folders.
 * Server logs go to reports/e2e-server-<key>.log (E2E_LOG_DIR overrides the folder).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { scaled } from '../../../scripts/lib/slowness.mjs';
import { ROOT, type ServerInfo, type ServerKey } from './servers';

/** Port offsets under E2E_PORT_BASE (fixed ports on request); otherwise the system picks free ones. */
const OFFSET: Record<ServerKey, number> = { main: 0, ops: 1 };

function tryListen(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const address = srv.address();
      const got = typeof address === 'object' && address ? address.port : port;
      srv.close(() => resolve(got));
    });
  });
}

// A fixed preferred port raced other checkouts testing at once (one took the other's port between
// this check and its server's start): without E2E_PORT_BASE the system's ephemeral ports are used.
async function freePort(offset: number): Promise<number> {
  const base = Number(process.env.E2E_PORT_BASE || 0);
  return base ? tryListen(base + offset).catch(() => tryListen(0)) : tryListen(0);
}

function statusCode(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/wps/system/status', headers: { Host: `royal.localhost:${port}` }, timeout: scaled(2000) },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** The server process ended before it answered (see STARTS). */
class ExitedEarly extends Error {}

/**
 * Starts of one server: a start that ends before the server answers is made again on a fresh data
 * folder. On a loaded machine a fresh folder's initdb and migrations can outlast the server's own
 * time limit for starting its database plugin, and the process exits.
 */
const STARTS = 3;

async function waitUntilUp(key: ServerKey, port: number, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + scaled(90_000);
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ExitedEarly(`e2e server "${key}" exited (${child.exitCode ?? child.signalCode}) before answering; see ${logFile}`);
    }
    try {
      const code = await statusCode(port);
      if (code === 200) return;
      last = `HTTP ${code}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`e2e server "${key}" did not answer GET /wps/system/status with 200 on ${port} (${last}); see ${logFile}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = resolve(ROOT, process.env.E2E_DIST_DIR || 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: run \`npm run build\` first (npm test and npm run test:e2e do)`);
  }
  const logDir = resolve(ROOT, process.env.E2E_LOG_DIR || 'reports');
  mkdirSync(logDir, { recursive: true });
  const started: { child: ChildProcess; tmpDir: string }[] = [];
  const info = {} as Record<ServerKey, ServerInfo>;
  const teardown = async () => {
    await Promise.all(started.map((s) => stop(s.child)));
    for (const s of started) rmSync(s.tmpDir, { recursive: true, force: true });
  };
  try {
    const keys: ServerKey[] = ['main', 'ops'];
    await Promise.all(
      keys.map(async (key) => {
        const port = await freePort(OFFSET[key]);
        const logFile = join(logDir, `e2e-server-${key}.log`);
        const log = createWriteStream(logFile);
        for (let start = 1; ; start++) {
          const tmpDir = mkdtempSync(join(tmpdir(), `e2e-${key}-`));
          const env: Record<string, string> = {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: join(tmpDir, 'pglite'),
            DIST_DIR: dist,
            OPERATOR_TOKEN: randomBytes(24).toString('hex'),
            LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
            RATE_LIMIT_MAX: '1000000',
            PAY_RUNS: 'false',
          };
          const base = { ...process.env };
          delete base.DATABASE_URL; // always a fresh PGlite
          delete base.DATABASE_SCHEMA;
          const binPath = join(ROOT, 'node_modules', '.bin');
          const childEnv = { ...base, ...env, PATH: `${binPath}${delimiter}${process.env.PATH ?? ''}` };
          const child = spawn('tsx', ['server/main.ts'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout?.pipe(log, { end: false });
          child.stderr?.pipe(log, { end: false });
          started.push({ child, tmpDir });
          try {
            await waitUntilUp(key, port, child, logFile);
            info[key] = { port, env, tmpDir };
            break;
          } catch (error) {
            if (!(error instanceof ExitedEarly) || start >= STARTS) throw error;
            console.warn(`${error.message}; starting it again (${start + 1} of ${STARTS})`);
            log.write(`[e2e] start ${start} ended before the server answered; starting again\n`);
          }
        }
      }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_SERVERS = JSON.stringify(info);
  return teardown;
}
