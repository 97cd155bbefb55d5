import { randomBytes } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { withSuiteServer } from '../../support/spawned-server';

type Server = { port: number; token: string };
type Outbox = { channel: string; recipient: string; subject: string; body: string };

export type Accounts = {
  url: (brand: string, path?: string) => string;
  flag: (brand: string, key: string, change: 'on' | 'off' | 'reset') => Promise<void>;
  /** the latest outbox message to this recipient (waits for it) */
  lastMessage: (brand: string, recipient: string) => Promise<Outbox>;
  /** ages the number's SMS codes by two minutes (past the one-a-minute resend limit) */
  ageSmsCodes: (brand: string, mobile: string) => Promise<void>;
  /** a fresh 8-digit mobile number */
  mobile: () => string;
  /** a fresh username (4-10 letters and digits) */
  username: (prefix: string) => string;
};

/** The accounts suite's server (one per worker, started when a test first needs it) and the `accounts` helper; merged into the one e2e `test` (support/fixtures.ts). */
export const accountsSuite = base.extend<{ accounts: Accounts }, { accountServer: Server }>({
  accountServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      await withSuiteServer(
        'accounts',
        'tests/e2e/accounts/support/account-server.ts',
        { workerIndex: workerInfo.workerIndex, token: randomBytes(24).toString('hex'), env: { TRUST_PROXY: 'true' } },
        use,
      );
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
    // (gone by the time the handler runs: a redirect took the page away from home, nothing to close)
    await page.addLocatorHandler(page.getByTestId('login-popup-close'), async (close) => {
      await close.dispatchEvent('click', undefined, { timeout: 2000 }).catch(() => undefined);
    });
    const changed = new Set<string>();
    const flag = async (brand: string, key: string, change: 'on' | 'off' | 'reset') => {
      if (change !== 'reset') changed.add(`${brand}:${key}`);
      const r = await fetch(`http://127.0.0.1:${port}/ops/api/tenants/${brand}/flags/${key}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ change }),
      });
      if (!r.ok) throw new Error(`flag ${brand} ${key} ${change}: HTTP ${r.status} ${await r.text()}`);
    };
    await use({
      url: (brand, path = '/m/home') => `http://${brand}.localhost:${port}${path}`,
      flag,
      lastMessage: async (brand, recipient) => {
        let found: Outbox | undefined;
        await expect
          .poll(async () => {
            const r = await fetch(`http://127.0.0.1:${port}/__e2e/outbox?tenant=${brand}&recipient=${encodeURIComponent(recipient)}`);
            found = ((await r.json()) as Outbox[])[0];
            return Boolean(found);
          })
          .toBe(true);
        return found as Outbox;
      },
      ageSmsCodes: async (brand, mobile) => {
        const r = await fetch(`http://127.0.0.1:${port}/__e2e/sms-codes/age?tenant=${brand}&mobile=${encodeURIComponent(mobile)}`, {
          method: 'POST',
        });
        if (!r.ok) throw new Error(`age SMS codes ${brand} ${mobile}: HTTP ${r.status}`);
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
