/** Games e2e fixtures: a real server per worker (./games-server.ts on a fresh PGlite folder, built site) and players. */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { ROOT } from '../../support/servers';
import { freeLoopbackPort, waitUntilAnswering } from '../../support/spawned-server';

export type Games = {
  url: (brand: string, path?: string) => string;
  /** a fresh player of the brand (password secret12) */
  player: (brand: string, type?: number) => Promise<string>;
};

export const test = base.extend<{ games: Games }, { gamesServer: { port: number } }>({
  gamesServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const port = await freeLoopbackPort();
      const tmp = mkdtempSync(join(tmpdir(), 'e2e-games-'));
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tmp, 'pglite'), DIST_DIR: resolve(ROOT, process.env.E2E_DIST_DIR || 'dist'),
        OPERATOR_TOKEN: 'e2e-games-operator-token', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
      delete env.DATABASE_URL;
      const child = spawn('tsx', ['tests/e2e/games/support/games-server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const log = createWriteStream(join(ROOT, 'reports', `e2e-games-server-${workerInfo.workerIndex}.log`));
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      try {
        await waitUntilAnswering(port, child, 'games');
        await use({ port });
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 500));
        rmSync(tmp, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  games: async ({ gamesServer }, use) => {
    const { port } = gamesServer;
    await use({
      url: (brand, path = '/m/home') => `http://${brand}.localhost:${port}${path}${path.includes('?') ? '&' : '?'}lang=en`,
      player: async (brand, type = 0) => {
        const username = `g${Math.random().toString(36).slice(2, 9)}`.replace(/[^a-z0-9]/g, '').slice(0, 10);
        const r = await fetch(`http://127.0.0.1:${port}/__e2e/member`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tenant: brand, username, password: 'secret12', type }),
        });
        if (!r.ok) throw new Error(`player: HTTP ${r.status} ${await r.text()}`);
        return username;
      },
    });
  },
});

export { expect };
