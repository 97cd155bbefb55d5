import { test as base } from '@playwright/test';
import { withSuiteServer } from '../../support/spawned-server';

export type Games = {
  url: (brand: string, path?: string) => string;
  /** a fresh player of the brand (password secret12) */
  player: (brand: string, type?: number) => Promise<string>;
};

/** The games suite's server (one per worker, started when a test first needs it) and the `games` helper; merged into the one e2e `test` (support/fixtures.ts). */
export const gamesSuite = base.extend<{ games: Games }, { gamesServer: { port: number } }>({
  gamesServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      await withSuiteServer(
        'games',
        'tests/e2e/games/support/games-server.ts',
        { workerIndex: workerInfo.workerIndex, token: 'e2e-games-operator-token' },
        ({ port }) => use({ port }),
      );
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
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ tenant: brand, username, password: 'secret12', type }),
        });
        if (!r.ok) throw new Error(`player: HTTP ${r.status} ${await r.text()}`);
        return username;
      },
    });
  },
});
