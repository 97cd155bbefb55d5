/** Agent e2e fixtures: a real server per worker (./agent-server.ts on a fresh PGlite folder, built site). */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { ROOT } from '../../support/servers';
import { freeLoopbackPort, waitUntilAnswering } from '../../support/spawned-server';

export type AgentSite = { url: (path: string) => string; port: number };

export const test = base.extend<{ site: AgentSite }, { agentServer: { port: number } }>({
  agentServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const port = await freeLoopbackPort();
      const tmp = mkdtempSync(join(tmpdir(), 'e2e-agent-'));
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tmp, 'pglite'), DIST_DIR: resolve(ROOT, process.env.E2E_DIST_DIR || 'dist'),
        OPERATOR_TOKEN: 'e2e-agent-operator-token', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
      delete env.DATABASE_URL;
      const child = spawn('tsx', ['tests/e2e/agent/support/agent-server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const log = createWriteStream(join(ROOT, 'reports', `e2e-agent-server-${workerInfo.workerIndex}.log`));
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      try {
        await waitUntilAnswering(port, child, 'agent');
        await use({ port });
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 500));
        rmSync(tmp, { recursive: true, force: true });
      }
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
