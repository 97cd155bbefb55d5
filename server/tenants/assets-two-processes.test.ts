/**
 * Two server processes on one PostgreSQL database (skipped on PGlite, which one process owns), one
 * of them on a tenant folder without the brand: a brand published with its images by the operator
 * command is served by both with the same bytes and content-hash URLs; a changed image and a
 * rollback reach both, with no restart and no copy of the folder. Real processes: two apps in one
 * process would share module state.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS_DIR } from '../../tenants/load';
import type { Tenant } from '../../tenants/schema';
import { runCommand } from '../ops/run';
import { buildTestApp, opsContextOf, type TestApp } from '../test/helper';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { testTempDirs } from '../test/temp-dirs';

const pg = Boolean(process.env.DATABASE_URL);

describe.skipIf(!pg)('brand images across two server processes on one PostgreSQL database', () => {
  const temp = testTempDirs();
  let operatorDir: string;
  let bareDir: string;
  let t: TestApp;
  const servers: ServerProcess[] = [];
  const royal = JSON.parse(readFileSync(join(TENANTS_DIR, 'royal.json'), 'utf8')) as Tenant;
  const logo = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><rect width="240" height="64" rx="8" fill="${fill}"/></svg>`;
  const ops = (...argv: string[]) => runCommand(['tenant', ...argv], { ...opsContextOf(t.app), tenantsDir: operatorDir });

  beforeAll(async () => {
    operatorDir = temp.make('assets-operator-');
    bareDir = temp.make('assets-bare-');
    for (const id of ['royal', 'lotus']) copyFileSync(join(TENANTS_DIR, `${id}.json`), join(operatorDir, `${id}.json`));
    copyFileSync(join(TENANTS_DIR, 'royal.json'), join(bareDir, 'royal.json'));
    t = await buildTestApp({ TENANTS_DIR: operatorDir });
    const env = {
      DATABASE_URL: t.config.databaseUrl ?? '',
      DATABASE_SCHEMA: t.config.databaseSchema ?? '',
      TENANT_REFRESH_MS: '100',
      TENANT_WATCH: 'false',
    };
    servers.push(
      ...(await Promise.all([
        startServerProcess({ ...env, TENANTS_DIR: operatorDir }),
        startServerProcess({ ...env, TENANTS_DIR: bareDir }),
      ])),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await t?.close();
  });

  const get = (i: number, path: string) => fetch(`${servers[i]?.url}${path}`, { headers: { host: 'jade.example' } });
  const logoUrl = async (i: number): Promise<string | undefined> => {
    const res = await get(i, '/wps/system/status');
    if (res.status !== 200) return undefined;
    return ((await res.json()) as { value: { info: { site: { logoUrl?: string } } } }).value.info.site.logoUrl;
  };
  /** Both processes' logo URL once they agree on one other than `not` (each polls the publish marker). */
  async function bothFollow(not?: string): Promise<string> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [a, b] = [await logoUrl(0), await logoUrl(1)];
      if (a && a === b && a !== not) return a;
      if (Date.now() > deadline) throw new Error(`the processes did not follow the publish: ${a} / ${b}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  async function servedBy(i: number, url: string) {
    const res = await get(i, url);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      etag: res.headers.get('etag'),
      body: await res.text(),
    };
  }

  it('a new brand published with its logo is served by both, the one without the folder too', async () => {
    mkdirSync(join(operatorDir, 'assets/jade'), { recursive: true });
    writeFileSync(join(operatorDir, 'assets/jade/logo.svg'), logo('#1b998b'));
    writeFileSync(
      join(operatorDir, 'jade.json'),
      JSON.stringify({
        ...royal,
        id: 'jade',
        merchantCode: 'JADE',
        trialMerchantCode: 'JADE_TRIAL',
        brandName: 'Jade',
        domains: ['jade.example'],
        identity: { logo: 'logo.svg' },
      }),
    );
    expect(await ops('publish', 'jade')).toBe('jade: version 1 published');
    const url = await bothFollow();
    const [a, b] = [await servedBy(0, url), await servedBy(1, url)];
    expect(a).toEqual({
      status: 200,
      type: 'image/svg+xml',
      cache: 'public, max-age=31536000, immutable',
      etag: expect.stringMatching(/^"[\w-]{16}"$/),
      body: logo('#1b998b'),
    });
    expect(b).toEqual(a);
  }, 60_000);

  it('a changed logo, then a rollback, reach both processes', async () => {
    const first = await bothFollow();
    writeFileSync(join(operatorDir, 'assets/jade/logo.svg'), logo('#e76f51'));
    expect(await ops('publish', 'jade')).toBe('jade: version 2 published');
    const second = await bothFollow(first);
    expect([(await servedBy(0, second)).body, (await servedBy(1, second)).body]).toEqual([logo('#e76f51'), logo('#e76f51')]);
    expect(await ops('rollback', 'jade', '1')).toMatch(/version 3 published/);
    expect(await bothFollow(second)).toBe(first);
    expect([(await servedBy(0, '/m/brand/logo')).body, (await servedBy(1, '/m/brand/logo')).body]).toEqual([
      logo('#1b998b'),
      logo('#1b998b'),
    ]);
  }, 60_000);
});
