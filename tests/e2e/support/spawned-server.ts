/** Helpers for e2e suites that start a server of their own: a free loopback port and a wait until it answers. */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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

/** Resolves once the status call answers 200; fails when the process exits or after 90 s. */
export async function waitUntilAnswering(port: number, child: ChildProcess, suite: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${suite} e2e server exited (${child.exitCode}); see reports/e2e-${suite}-server-*.log`);
    const ok = await fetch(`http://127.0.0.1:${port}/wps/system/status?tenant=royal`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${suite} e2e server did not start`);
}
