import { test as base } from '@playwright/test';
import { withSuiteServer } from '../../support/spawned-server';

export type AgentSite = { url: (path: string) => string; port: number };

/** The agent suite's server (one per worker, started when a test first needs it) and the `site` helper; merged into the one e2e `test` (support/fixtures.ts). */
export const agentSuite = base.extend<{ site: AgentSite }, { agentServer: { port: number } }>({
  agentServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      await withSuiteServer(
        'agent',
        'tests/e2e/agent/support/agent-server.ts',
        { workerIndex: workerInfo.workerIndex, token: 'e2e-agent-operator-token' },
        ({ port }) => use({ port }),
      );
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  site: async ({ agentServer }, use) => {
    const { port } = agentServer;
    await use({ port, url: (path) => `http://royal.localhost:${port}${path}${path.includes('?') ? '&' : '?'}lang=en` });
  },
});
