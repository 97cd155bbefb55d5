/**
 * Accounts e2e fixtures: a real server per worker (./account-server.ts on a fresh PGlite folder,
 * built site from dist/), flags through the operator HTTP API, the outbox (SMS / e-mail codes),
 * and a distinct client address per test (X-Forwarded-For, TRUST_PROXY) so the brute-force guard
 * of one test never asks another for a captcha.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { ROOT } from '../../support/servers';
import { freeLoopbackPort, waitUntilAnswering } from '../../support/spawned-server';

type Server = { port: number; token: string };
type Outbox = { channel: string; recipient: string; subject: string; body: string };

export type Accounts = {
  url: (brand: string, path?: string) => string;
  flag: (brand: string, key: string, change: 'on' | 'off' | 'reset') => Promise<void>;
  /** the latest outbox message to this recipient (waits for it) */
  lastMessage: (brand: string, recipient: string) => Promise<Outbox>;
  /** a fresh 8-digit mobile number */
  mobile: () => string;
  /** a fresh username (4-10 letters and digits) */
  username: (prefix: string) => string;
};

export const test = base.extend<{ accounts: Accounts }, { accountServer: Server }>({
  accountServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const port = await freeLoopbackPort();
      const tmp = mkdtempSync(join(tmpdir(), 'e2e-accounts-'));
      const token = randomBytes(24).toString('hex');
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tmp, 'pglite'), DIST_DIR: resolve(ROOT, process.env.E2E_DIST_DIR || 'dist'),
        OPERATOR_TOKEN: token, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', TRUST_PROXY: 'true', PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
      delete env.DATABASE_URL;
      const child = spawn('tsx', ['tests/e2e/accounts/support/account-server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const log = createWriteStream(join(ROOT, 'reports', `e2e-accounts-server-${workerInfo.workerIndex}.log`));
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      try {
        await waitUntilAnswering(port, child, 'accounts');
        await use({ port, token });
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 500));
        rmSync(tmp, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  accounts: async ({ accountServer, page }, use) => {
    const { port, token } = accountServer;
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    // the login-announcement popup (content, spec "Home") opens after a sign-in over the page: these
    // journeys are about accounts, so whenever it stands in the way of an action it is closed first
    // (a click event on the button itself: an open side menu may cover the popup, and a pointer click would wait for it)
    await page.addLocatorHandler(page.getByTestId('login-popup-close'), async (close) => {
      await close.dispatchEvent('click');
    });
    const changed = new Set<string>();
    const flag = async (brand: string, key: string, change: 'on' | 'off' | 'reset') => {
      if (change !== 'reset') changed.add(`${brand}:${key}`);
      const r = await fetch(`http://127.0.0.1:${port}/ops/api/tenants/${brand}/flags/${key}`, {
        method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ change }),
      });
      if (!r.ok) throw new Error(`flag ${brand} ${key} ${change}: HTTP ${r.status} ${await r.text()}`);
    };
    await use({
      url: (brand, path = '/m/home') => `http://${brand}.localhost:${port}${path}`,
      flag,
      lastMessage: async (brand, recipient) => {
        let found: Outbox | undefined;
        await expect.poll(async () => {
          const r = await fetch(`http://127.0.0.1:${port}/__e2e/outbox?tenant=${brand}&recipient=${encodeURIComponent(recipient)}`);
          found = ((await r.json()) as Outbox[])[0];
          return Boolean(found);
        }).toBe(true);
        return found as Outbox;
      },
      mobile: () => String(Math.floor(20_000_000 + Math.random() * 79_999_999)),
      username: (prefix) => `${prefix}${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9]/g, '').slice(0, 10),
    });
    for (const f of changed) {
      const [brand, key] = f.split(':') as [string, string];
      await flag(brand, key, 'reset');
    }
  },
});

export { expect };
