import { test as base, expect, type Page } from '@playwright/test';
import { withSuiteServer } from '../../support/spawned-server';

export type AgentSite = { url: (path: string) => string; port: number };

export const test = base.extend<{ site: AgentSite }, { agentServer: { port: number } }>({
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

/** Logs in on /m/login (the page form) and waits for the session. */
export async function logIn(page: Page, site: AgentSite, username: string, password = 'secret12'): Promise<void> {
  await page.goto(site.url('/m/login'));
  const form = page.getByTestId('login-panel');
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('page-home')).toBeVisible();
}

export { expect };
