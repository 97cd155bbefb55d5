/**
 * Brands live without a restart: a tenant file published (by the command or the folder watch)
 * serves on the next request, on this process and on another one following the same database; an
 * invalid file never takes a brand down; every version is kept with who and when, two can be
 * compared and an old one rolled back; a retired brand says it is closed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS_DIR, tenantFiles } from '../../tenants/load';
import type { Tenant } from '../../tenants/schema';
import { OpsError } from '../ops/actions';
import { runCommand } from '../ops/run';
import { buildTestApp, opsContextOf, type TestApp } from '../test/helper';
import { configMarker, latestConfigs } from './config-store';
import { followPublishedTenants } from './live';
import { TenantRegistry } from './registry';

let dir: string;
let t: TestApp;
/** the brand names of the files as the repository has them */
const original: Record<string, string> = {};
const file = (id: string) => join(dir, `${id}.json`);
const read = (id: string) => JSON.parse(readFileSync(file(id), 'utf8')) as Tenant & Record<string, unknown>;
const write = (id: string, value: unknown) => writeFileSync(file(id), `${JSON.stringify(value, null, 2)}\n`);
const ops = (...argv: string[]) => runCommand(['tenant', ...argv], { ...opsContextOf(t.app), tenantsDir: dir });

async function brandName(host: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: { info: { site: { brandName: string } } } }).value.info.site.brandName;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  for (const f of tenantFiles(TENANTS_DIR)) {
    const text = readFileSync(f, 'utf8');
    const brand = JSON.parse(text) as Tenant;
    original[brand.id] = brand.brandName;
    writeFileSync(join(dir, f.split(/[\\/]/).pop() ?? ''), text);
  }
  cpSync(join(TENANTS_DIR, 'assets'), join(dir, 'assets'), { recursive: true });
  t = await buildTestApp({ TENANTS_DIR: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('brands live without a restart', () => {
  it('publishes every brand file once at start, and an unchanged file never again', async () => {
    const history = await ops('history', 'lotus');
    expect(history).toMatch(/lotus: 1 version\(s\)/);
    expect(history).toMatch(/v1 .* file +by server start /);
    expect(await ops('publish', 'all')).toBe('lotus: unchanged\nroyal: unchanged\ntiger: unchanged');
  });

  it('a changed file published by the command serves on the next request, with its history and diff', async () => {
    write('lotus', { ...read('lotus'), brandName: 'Lotus Palace' });
    expect(await ops('publish', 'lotus', '--by', 'alice', '--note', 'new name')).toBe('lotus: version 2 published');
    expect(await brandName('lotus.localhost')).toBe('Lotus Palace');
    expect(await ops('history', 'lotus')).toMatch(/v2 .* file +by alice {2}"new name"/);
    const diff = await ops('diff', 'lotus', '1', '2');
    expect(diff).toContain('lotus: v1 → v2: 1 difference(s)');
    expect(diff).toContain(`brandName: "${original.lotus}" → "Lotus Palace"`);
  });

  it('an invalid file is refused with file, path and problem; the brand keeps its last good version', async () => {
    write('lotus', { ...read('lotus'), age: 19 });
    const error = await ops('publish', 'lotus').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpsError);
    expect(String((error as Error).message)).toMatch(/lotus\.json: age: .*19/);
    expect(await brandName('lotus.localhost')).toBe('Lotus Palace');
    write('lotus', { ...read('lotus'), age: 21 });
  });

  it('a file that takes another brand’s merchant code is refused the same way', async () => {
    const royal = read('royal');
    write('lotus', { ...read('lotus'), merchantCode: royal.merchantCode });
    await expect(ops('publish', 'lotus')).rejects.toThrow(/merchantCode: .* is already brand royal's/);
    write('lotus', { ...read('lotus'), merchantCode: (await latestConfigs(t.app.db)).find((b) => b.id === 'lotus')?.merchantCode });
  });

  it('rolls back to an old version as a new version, who and why recorded', async () => {
    expect(await ops('rollback', 'lotus', '1', '--by', 'bob')).toMatch(/rolled back to v1: version 3 published/);
    expect(await brandName('lotus.localhost')).toBe(original.lotus);
    expect(await ops('history', 'lotus')).toMatch(/v3 .* rollback +by bob {2}"rollback to v1"/);
    // the file did not change since v2: the rollback stays live until the file changes again
    expect(await ops('publish', 'lotus')).toBe('lotus: unchanged');
    expect(await brandName('lotus.localhost')).toBe(original.lotus);
  });

  it('a new brand file goes live on its own domain, its image CDN in the CSP', async () => {
    const royal = read('royal');
    write('jade', {
      ...royal,
      id: 'jade',
      merchantCode: 'JADE',
      trialMerchantCode: 'JADE_TRIAL',
      brandName: 'Jade',
      domains: ['jade.example'],
      imageCDNs: ['https://cdn.jade.example/img/'],
    });
    expect(await ops('publish', 'jade')).toBe('jade: version 1 published');
    expect(await brandName('jade.example')).toBe('Jade');
    // the site's CSP follows the published brands: the new brand's image CDN is allowed at once
    const answer = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'jade.example' } });
    expect(String(answer.headers['content-security-policy'])).toMatch(/img-src 'self' data: blob:[^;]* https:\/\/cdn\.jade\.example/);
    expect(await brandName('jade.localhost')).toBe('Jade');
  });

  it('a disabled brand says it is closed (pages 410 in its language, calls 410 merchant.disabled), and comes back', async () => {
    expect(await ops('disable', 'jade', '--note', 'retired')).toMatch(/disabled .*version 2 published/);
    const page = await t.app.inject({ method: 'GET', url: '/m/home', headers: { host: 'jade.example', cookie: 'lang=zh' } });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('本站已关闭');
    expect(page.body).not.toContain('<script');
    const call = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'jade.example' } });
    expect(call.statusCode).toBe(410);
    expect(call.json()).toMatchObject({ success: false, code: 'merchant.disabled' });
    expect(await ops('list')).toMatch(/jade {9}disabled/);
    expect(await ops('enable', 'jade')).toMatch(/live again: version 3 published/);
    expect(await brandName('jade.example')).toBe('Jade');
  });

  it('another process on the same database follows a publish (it polls the publish marker)', async () => {
    const other = new TenantRegistry(await latestConfigs(t.app.db), false);
    const live = followPublishedTenants(t.app.db, other, { marker: await configMarker(t.app.db), refreshMs: 60_000, log: t.app.log });
    try {
      expect(await live.refresh()).toBe(false);
      write('tiger', { ...read('tiger'), brandName: 'Tiger Two' });
      await ops('publish', 'tiger');
      expect(other.get('tiger')?.brandName).toBe(original.tiger);
      expect(await live.refresh()).toBe(true);
      expect(other.get('tiger')?.brandName).toBe('Tiger Two');
    } finally {
      live.stop();
    }
  });

  it('published versions are append-only', async () => {
    await expect(t.app.db.query("UPDATE tenant_configs SET published_by = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.app.db.query('DELETE FROM tenant_configs')).rejects.toThrow(/append-only/);
  });
});

describe('the folder watch', () => {
  it('publishes a saved file by itself: the brand changes within seconds, no command', async () => {
    const watched = await buildTestApp({ TENANTS_DIR: dir, TENANT_WATCH: 'true', TENANT_REFRESH_MS: '200' });
    try {
      const before = watched.app.tenants.get('royal')?.brandName;
      write('royal', { ...read('royal'), brandName: 'Royal Watched' });
      const deadline = Date.now() + 20_000;
      while (watched.app.tenants.get('royal')?.brandName !== 'Royal Watched' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(before).not.toBe('Royal Watched');
      expect(watched.app.tenants.get('royal')?.brandName).toBe('Royal Watched');
    } finally {
      await watched.close();
    }
  });
});
