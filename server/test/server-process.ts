/**
 * A real server process for tests that need more than one (`server/main.ts` through tsx on a free
 * port): module state (caches, random values made at load) is its own, as in production.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freeLoopbackPort } from '../../scripts/lib/postgres.mjs';

export type ServerProcess = { port: number; url: string; child: ChildProcess; stop(): Promise<void> };

/** A free TCP port on 127.0.0.1 (the scripts' own helper). */
export const freePort = (): Promise<number> => freeLoopbackPort();

/** Starts `server/main.ts` with `env` and waits (up to 60 s) until it answers the status call. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      NODE_ENV: 'test',
      PAY_RUNS: 'false',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/wps/system/status?tenant=royal`)).status === 200) return { port, url, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
