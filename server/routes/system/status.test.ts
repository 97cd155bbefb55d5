import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decryptCsPath } from '../../../src/contracts/cs-path';
import { StatusResponseSchema, type StatusValue } from '../../../src/contracts/status';
import { loadTenants } from '../../../tenants/load';
import { buildApp } from '../../app';
import { SettingsRepository } from '../../tenants/settings-repository';
import { fileTestApp } from '../../test/app';
import { buildTestApp, opsContextOf } from '../../test/helper';

const tenants = loadTenants();
const t = fileTestApp();

async function status(headers: Record<string, string>, query = ''): Promise<StatusValue> {
  const res = await t.app.inject({ method: 'GET', url: `/wps/system/status${query}`, headers });
  expect(res.statusCode).toBe(200);
  const body = v.parse(StatusResponseSchema, res.json());
  expect(body.success).toBe(true);
  if (!body.value) throw new Error('no value');
  return body.value;
}

describe('GET /wps/system/status', () => {
  for (const tenant of tenants) {
    describe(tenant.id, () => {
      it('is chosen by the Host header <id>.localhost (port ignored)', async () => {
        const s = await status({ host: `${tenant.id}.localhost:8080` });
        expect(s.info.site.id).toBe(tenant.id);
        expect(s.info.site.merchantCode).toBe(tenant.merchantCode);
        expect(s.status).toBe(0);
      });
      it('is chosen by a domain from its file', async () => {
        const domain = tenant.domains.at(-1) ?? `${tenant.id}.localhost`;
        expect((await status({ host: domain })).info.site.id).toBe(tenant.id);
      });
      it('is chosen by ?tenant= over the host', async () => {
        expect((await status({ host: 'localhost' }, `?tenant=${tenant.id}`)).info.site.id).toBe(tenant.id);
      });
      it('is chosen by the Merchant header', async () => {
        expect((await status({ host: 'localhost', merchant: tenant.merchantCode })).info.site.id).toBe(tenant.id);
      });
      it('carries the tenant file: flags, register config, templates, remotes, encrypted CS paths', async () => {
        const s = await status({ host: `${tenant.id}.localhost` });
        expect(s.info.whitelabel).toEqual(tenant.whitelabel);
        expect(s.info.register).toEqual(tenant.register);
        expect(s.info.mobileTemplate).toEqual(tenant.templates);
        expect(s.info.paths).toEqual({ api: tenant.apiOrigin ?? '', remotes: tenant.remotes });
        expect(s.info.mainDomain).toBe(tenant.domains[0] ?? `${tenant.id}.localhost`);
        expect(s.info.customerService.map((c) => c.csType)).toEqual(tenant.customerService.map((c) => c.csType));
        expect(s.info.customerService.map((c) => decryptCsPath(c.path))).toEqual(tenant.customerService.map((c) => c.url));
        expect(s.info.resources.countryDialingCodes).toEqual(tenant.login.countryDialingCodes);
        expect(s.info.domainRoute).toContainEqual({ domain: tenant.domains[0], gateway: 3 });
        expect(s.location.ip).toBe('127.0.0.1');
        // the oldest native app version served, only when the brand file names one
        expect(s.info.site.minAppVersion).toBe(tenant.minAppVersion);
      });
    });
  }

  it('royal names the oldest app version it serves (2.0.0)', async () => {
    expect((await status({ host: 'royal.localhost' })).info.site.minAppVersion).toBe('2.0.0');
  });

  it('reports the client address from x-forwarded-for only when the proxy is trusted', async () => {
    const headers = { host: 'royal.localhost', 'x-forwarded-for': '203.0.113.7' };
    expect((await status(headers)).location.ip).toBe('127.0.0.1');
    const proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const res = await proxied.app.inject({ method: 'GET', url: '/wps/system/status', headers });
      expect(res.json().value.location.ip).toBe('203.0.113.7');
    } finally {
      await proxied.close();
    }
  });

  it('gives a bare localhost the first tenant alphabetically', async () => {
    const first = [...tenants].sort((a, b) => a.id.localeCompare(b.id))[0];
    expect((await status({ host: '127.0.0.1:8080' })).info.site.id).toBe(first?.id);
  });

  it('answers merchant.unknown for an unknown host, merchant or tenant id', async () => {
    for (const [headers, query] of [
      [{ host: 'evil.example.org' }, ''],
      [{ host: 'localhost', merchant: 'NOPE99' }, ''],
      [{ host: 'localhost' }, '?tenant=nope'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/system/status${query}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'merchant.unknown', value: null });
    }
  });

  it('shows flag overrides set by the operator, and reset restores the file value', async () => {
    const { actions } = opsContextOf(t.app);
    const host = { host: 'royal.localhost' };
    expect((await status(host)).info.whitelabel.CBS3).toBe(true);
    await actions.setFlag('royal', 'CBS3', 'off');
    expect((await status(host)).info.whitelabel.CBS3).toBe(false);
    expect((await status({ host: 'lotus.localhost' })).info.whitelabel).toEqual(tenants.find((x) => x.id === 'lotus')?.whitelabel);
    await actions.setFlag('royal', 'CBS3', 'reset');
    expect((await status(host)).info.whitelabel.CBS3).toBe(true);
  });

  it('maps maintenance → 1, region → 2, both → 1', async () => {
    const { actions } = opsContextOf(t.app);
    const host = { host: 'tiger.localhost' };
    await actions.setMaintenance('tiger', true);
    expect(await status(host)).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
    await actions.setRegionRestriction('tiger', true);
    expect(await status(host)).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
    await actions.setMaintenance('tiger', false);
    expect(await status(host)).toMatchObject({ status: 2, maintenance: false, regionRestriction: true });
    await actions.setRegionRestriction('tiger', false);
    expect((await status(host)).status).toBe(0);
    expect((await status({ host: 'royal.localhost' })).status).toBe(0);
  });
});

describe('brand settings overrides in the status', () => {
  it('age, template versions and default language follow the operator overrides', async () => {
    const settings = new SettingsRepository(t.app.db);
    await settings.set('lotus', 'age', 18);
    await settings.set('lotus', 'mem_cen', 0);
    await settings.set('lotus', 'defaultLanguage', 'km');
    const s = await status({ host: 'lotus.localhost' });
    expect(s.info.site.age).toBe(18);
    expect(s.info.mobileTemplate.mem_cen).toBe(0);
    expect(s.info.site.defaultLanguage).toBe('km');
    await settings.clear('lotus');
    const back = await status({ host: 'lotus.localhost' });
    expect([back.info.site.age, back.info.mobileTemplate.mem_cen, back.info.site.defaultLanguage]).toEqual([21, 1, 'en']);
  });
});

describe('the cached status answer (status-answer.ts, migration 161)', () => {
  it('shows a change written by any path on the next call, also to a second server process on the same database', async () => {
    const second = t.config.databaseUrl ? await buildApp(t.config) : null;
    try {
      const get = (app: FastifyInstance) =>
        app
          .inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'lotus.localhost' } })
          .then((r) => r.json() as { value: StatusValue });
      const apps = second ? [t.app, second] : [t.app];
      for (const app of apps) expect((await get(app)).value.maintenance).toBe(false);
      // not through a repository: a plain SQL write (another process, a migration, a QA script)
      await t.app.db.query("INSERT INTO tenant_runtime (tenant_id, maintenance) VALUES ('lotus', true)");
      for (const app of apps) expect((await get(app)).value).toMatchObject({ status: 1, maintenance: true });
      await t.app.db.query("DELETE FROM tenant_runtime WHERE tenant_id = 'lotus'");
      for (const app of apps) expect((await get(app)).value.maintenance).toBe(false);
    } finally {
      await second?.close();
    }
  });

  it('answers 304 to its own ETag and a full answer after a change', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'royal.localhost' } });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'royal.localhost', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await opsContextOf(t.app).actions.setFlag('royal', 'CBS3', 'off');
    const changed = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'royal.localhost', 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await opsContextOf(t.app).actions.setFlag('royal', 'CBS3', 'reset');
  });

  it('a repeated call is answered from the cache, and a bad query or platform header is still refused', async () => {
    const headers = { host: 'tiger.localhost' };
    const first = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers });
    const statements = t.app.db.statements?.();
    const again = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    // PGlite: nothing ran on the database since the first answer, so the second needed no read
    if (statements !== undefined) expect(t.app.db.statements?.()).toBe(statements);
    for (const bad of [
      { url: '/wps/system/status?lang=far-too-long-a-language', headers },
      { url: '/wps/system/status', headers: { ...headers, device: 'FRIDGE' } },
      { url: '/wps/system/status', headers: { ...headers, language: 'XX' } },
    ]) {
      const res = await t.app.inject({ method: 'GET', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    }
  });
});
