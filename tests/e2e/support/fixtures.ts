/**
 * The e2e test object: `brandUrl(tenant, path)` for the server of this project, and `ops`, the
 * operator CLI (`tsx server/ops/cli.ts ...`) run with the same environment as that server. Whatever
 * a test changes through `ops` is put back afterwards (flags reset, maintenance off, region off).
 * The suites' own servers (accounts, games, agent) are merged in as worker fixtures, started the
 * first time a worker runs a test that needs one: every spec shares one fixture set, so Playwright
 * keeps its workers from file to file instead of starting a new worker (browser and servers) each
 * time a file needs another set.
 */
import { execFile } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { test as base, expect, mergeTests, type Page } from '@playwright/test';
import { scaled } from '../../../scripts/lib/slowness.mjs';
import { isLanguageCode, languageTag } from '../../../src/contracts/languages';
import { accountsSuite } from '../accounts/support/suite';
import { agentSuite } from '../agent/support/suite';
import { gamesSuite } from '../games/support/suite';
import { ROOT, type ServerInfo, type ServerKey, servers, tenant } from './servers';

export type E2EOptions = { serverKey: ServerKey };

export type Ops = {
  /** Runs `npm run ops -- <args>` against this project's server; resolves to its stdout. */
  run(...args: string[]): Promise<string>;
  flag(tenantId: string, key: string, state: 'on' | 'off' | 'reset'): Promise<string>;
  maintenance(tenantId: string, on: boolean): Promise<string>;
  region(tenantId: string, on: boolean): Promise<string>;
};

type Fixtures = {
  server: ServerInfo;
  brandUrl: (tenantId: string, path?: string) => string;
  ops: Ops;
};

function runCli(server: ServerInfo, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...server.env,
    PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
  };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    execFile('tsx', ['server/ops/cli.ts', ...args], { cwd: ROOT, env, timeout: scaled(60_000) }, (error, stdout, stderr) => {
      if (error) reject(new Error(`npm run ops -- ${args.join(' ')} failed (exit ${error.code}):\n${stderr || stdout}`));
      else resolve(stdout);
    });
  });
}

const project = base.extend<Fixtures & E2EOptions>({
  serverKey: ['main', { option: true }],
  server: async ({ serverKey }, use) => {
    await use(servers()[serverKey]);
  },
  brandUrl: async ({ server }, use) => {
    await use((tenantId, path = '/m/home') => `http://${tenantId}.localhost:${server.port}${path}`);
  },
  ops: async ({ server }, use) => {
    const flags = new Set<string>();
    const maintenance = new Set<string>();
    const region = new Set<string>();
    const ops: Ops = {
      run: (...args) => runCli(server, args),
      flag: (t, key, state) => {
        flags.add(`${t}\u0000${key}`);
        return runCli(server, ['flag', t, key, state]);
      },
      maintenance: (t, on) => {
        maintenance.add(t);
        return runCli(server, ['maintenance', t, on ? 'on' : 'off']);
      },
      region: (t, on) => {
        region.add(t);
        return runCli(server, ['region', t, on ? 'on' : 'off']);
      },
    };
    await use(ops);
    // One at a time: the CLI and the server share one database.
    for (const f of flags) {
      const [t, key] = f.split('\u0000') as [string, string];
      await runCli(server, ['flag', t, key, 'reset']);
    }
    for (const t of maintenance) await runCli(server, ['maintenance', t, 'off']);
    for (const t of region) await runCli(server, ['region', t, 'off']);
  },
});

/**
 * The e2e `test`. Timeouts a spec writes (`test.setTimeout(ms)`, `test.describe.configure({ timeout })`)
 * are for a machine of speed factor 1, like the config's: both are stretched by TEST_SLOWNESS
 * (scripts/lib/slowness.mjs), so a slower machine gives every test the same room.
 */
const extended = mergeTests(project, accountsSuite, gamesSuite, agentSuite);
export const test = extended;
const setTestTimeout = extended.setTimeout;
const configureDescribe = extended.describe.configure;
test.setTimeout = (timeout: number) => setTestTimeout(timeout > 0 ? scaled(timeout) : timeout);
test.describe.configure = (options) =>
  configureDescribe(options.timeout && options.timeout > 0 ? { ...options, timeout: scaled(options.timeout) } : options);

export { expect, tenant };

/** The header shows the brand: the logo (a link home, or an image) named by it, or its name as text. */
export async function expectBrand(page: Page, brandName: string): Promise<void> {
  const header = page.getByRole('banner');
  const logo = header.getByRole('link', { name: brandName }).or(header.getByRole('img', { name: brandName }));
  await expect(logo.or(header.getByText(brandName)).first()).toBeVisible();
}

/** The document's language (its BCP 47 tag), as the boot sets it from the saved language or the brand default. */
export async function expectLang(page: Page, lang: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(isLanguageCode(lang) ? languageTag(lang) : lang);
}

/** GET a path on an e2e server as a brand host (Node cannot resolve *.localhost by itself). */
export async function hostGet(
  port: number,
  tenantId: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: `${tenantId}.localhost:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET a JSON API path on an e2e server as a brand host. */
export async function getJson<T = unknown>(port: number, tenantId: string, path: string): Promise<{ status: number; body: T }> {
  const res = await hostGet(port, tenantId, path);
  try {
    return { status: res.status, body: JSON.parse(res.text) as T };
  } catch {
    throw new Error(`GET ${path} (${tenantId}): HTTP ${res.status}, not JSON: ${res.text.slice(0, 200)}`);
  }
}

export const DEMO_BRANDS = ['royal', 'lotus', 'tiger'] as const;
