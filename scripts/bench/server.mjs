// Starts the real server (server/main.ts) on 127.0.0.1 with a fresh PGlite folder and the built
// site, for the bench. Rate limits are raised so a load run measures the server, not the limiter.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, projectEnv, ROOT, waitForServer } from '../lib/run.mjs';

export async function startServer(distDir, extraEnv = {}) {
  const port = await freePort(0);
  const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
  const env = projectEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(tmp, 'pglite'),
    DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    ...extraEnv,
  });
  delete env.DATABASE_URL;
  const child = spawn('tsx', ['server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(t);
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitForServer(port, { host: 'royal.localhost', child, timeoutMs: 90_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, env, stop, pid: child.pid };
}
