import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedBody } from '../../../src/contracts/payload-crypto';
import { effectiveTenant, SettingsRepository } from '../../tenants/settings-repository';
import { buildTestApp, type TestApp } from '../../test/helper';
import operatorRoutes from './index';

const TOKEN = 'test-operator-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The app with the operator API on (registered here too, in case app.ts does not list it yet). */
async function appWithOperatorApi(token: string | undefined): Promise<TestApp> {
  const t = await buildTestApp(token ? { OPERATOR_TOKEN: token } : {});
  await t.app.register(operatorRoutes, { token });
  return t;
}

type Json = { success: boolean; code: string; message: string; value: Record<string, unknown> | null };
async function call(app: FastifyInstance, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = auth) {
  const res = await app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: res.json<Json>() };
}
async function flagsOf(app: FastifyInstance, host: string): Promise<Record<string, boolean>> {
  const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { host } });
  return res.json<{ value: { info: { whitelabel: Record<string, boolean> } } }>().value.info.whitelabel;
}

let t: TestApp;
beforeAll(async () => {
  t = await appWithOperatorApi(TOKEN);
});
afterAll(() => t.close());

describe('operator API: access', () => {
  it('refuses a call without the token: 401 envelope', async () => {
    const res = await call(t.app, 'GET', '/ops/api/tenants', undefined, {} as typeof auth);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'permission.denied', value: null });
  });

  it('refuses a wrong token and a non-bearer scheme', async () => {
    expect((await call(t.app, 'GET', '/ops/api/tenants', undefined, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await call(t.app, 'GET', '/ops/api/tenants', undefined, { authorization: `Basic ${TOKEN}` })).status).toBe(401);
  });

  it('does not exist when no token is configured: 404', async () => {
    const off = await appWithOperatorApi(undefined);
    try {
      const res = await call(off.app, 'GET', '/ops/api/tenants');
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    } finally {
      await off.close();
    }
  });

  it('lists the brands with the token', async () => {
    const res = await call(t.app, 'GET', '/ops/api/tenants');
    expect(res.status).toBe(200);
    expect((res.body.value as unknown as { id: string }[]).map((b) => b.id)).toEqual(['lotus', 'royal', 'tiger']);
  });
});

describe('operator API: flags and switches', () => {
  it('turns a flag off and the status response follows; reset returns to the file', async () => {
    expect((await flagsOf(t.app, 'royal.localhost')).REWCEN3).toBe(true);
    const off = await call(t.app, 'PUT', '/ops/api/tenants/royal/flags/REWCEN3', { change: 'off' });
    expect(off.body.value).toMatchObject({ key: 'REWCEN3', enabled: false, source: 'override' });
    expect((await flagsOf(t.app, 'royal.localhost')).REWCEN3).toBe(false);
    await call(t.app, 'PUT', '/ops/api/tenants/royal/flags/rewcen3', { change: 'reset' });
    expect((await flagsOf(t.app, 'royal.localhost')).REWCEN3).toBe(true);
  });

  it('validates: unknown tenant 404, unknown flag 400, bad body 400', async () => {
    const unknownTenant = await call(t.app, 'PUT', '/ops/api/tenants/nope/flags/REWCEN3', { change: 'on' });
    expect(unknownTenant).toMatchObject({ status: 404, body: { code: 'merchant.unknown' } });
    const unknownFlag = await call(t.app, 'PUT', '/ops/api/tenants/royal/flags/NOPE3', { change: 'on' });
    expect(unknownFlag).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    const badBody = await call(t.app, 'PUT', '/ops/api/tenants/royal/flags/REWCEN3', { change: 'maybe' });
    expect(badBody).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
  });

  it('sets maintenance and region restriction', async () => {
    const m = await call(t.app, 'PUT', '/ops/api/tenants/tiger/maintenance', { on: true });
    expect(m.body.value).toMatchObject({ status: 1, maintenance: true });
    const r = await call(t.app, 'PUT', '/ops/api/tenants/tiger/region', { on: true });
    expect(r.body.value).toMatchObject({ status: 1, regionRestriction: true });
    await call(t.app, 'POST', '/ops/api/tenants/tiger/reset');
    const after = await call(t.app, 'GET', '/ops/api/tenants/tiger');
    expect(after.body.value).toMatchObject({ status: 0, maintenance: false, regionRestriction: false, overrides: [] });
  });
});

describe('operator API: settings, apply, reset', () => {
  it('overrides a brand setting, refuses a language the brand lacks, resets with null', async () => {
    const set = await call(t.app, 'PUT', '/ops/api/tenants/lotus/settings/age', { value: 18 });
    expect((set.body.value as unknown as { key: string; value: unknown; source: string }[]).find((s) => s.key === 'age')).toEqual({
      key: 'age',
      value: 18,
      fileValue: 21,
      source: 'override',
    });
    expect((await call(t.app, 'PUT', '/ops/api/tenants/lotus/settings/age', { value: 19 })).status).toBe(400);
    expect((await call(t.app, 'PUT', '/ops/api/tenants/lotus/settings/defaultLanguage', { value: 'ar' })).status).toBe(400);
    expect((await call(t.app, 'PUT', '/ops/api/tenants/lotus/settings/colour', { value: 1 })).status).toBe(400);
    await call(t.app, 'PUT', '/ops/api/tenants/lotus/settings/age', { value: null });
    const back = await new SettingsRepository(t.app.db).overrides('lotus');
    expect(back).toEqual({});
  });

  it('applies many changes at once, and writes nothing when one is invalid', async () => {
    const good = await call(t.app, 'POST', '/ops/api/tenants/royal/apply', {
      reset: true,
      flags: { REWCEN3: false, VIPBEN3: 'off' },
      settings: { mem_cen: 1, defaultLanguage: 'en' },
    });
    expect(good.status).toBe(200);
    const flags = await flagsOf(t.app, 'royal.localhost');
    expect([flags.REWCEN3, flags.VIPBEN3, flags.MISSION3]).toEqual([false, false, true]);
    expect(await new SettingsRepository(t.app.db).overrides('royal')).toEqual({ mem_cen: 1, defaultLanguage: 'en' });

    const bad = await call(t.app, 'POST', '/ops/api/tenants/royal/apply', { reset: true, flags: { MISSION3: false, NOPE3: true } });
    expect(bad.status).toBe(400);
    expect((await flagsOf(t.app, 'royal.localhost')).MISSION3).toBe(true);
    expect((await flagsOf(t.app, 'royal.localhost')).REWCEN3).toBe(false);

    await call(t.app, 'POST', '/ops/api/tenants/royal/reset');
    expect(await flagsOf(t.app, 'royal.localhost')).toMatchObject({ REWCEN3: true, VIPBEN3: true });
    expect(await new SettingsRepository(t.app.db).overrides('royal')).toEqual({});
  });

  it('effectiveTenant overlays settings (what the status route merges)', () => {
    const tenant = t.app.tenants.get('lotus');
    if (!tenant) throw new Error('no lotus');
    const eff = effectiveTenant(tenant, { age: 18, mem_cen: 0, defaultLanguage: 'km' });
    expect([eff.age, eff.templates.mem_cen, eff.templates.dep_func, eff.defaultLanguage]).toEqual([18, 0, 1, 'km']);
    expect(effectiveTenant(tenant, { defaultLanguage: 'ar' }).defaultLanguage).toBe('en');
  });
});

describe('operator API: QA member accounts', () => {
  it('creates a player that can log in, refuses a taken name and a bad one', async () => {
    const made = await call(t.app, 'POST', '/ops/api/tenants/royal/members', { username: 'qaplayer1', password: 'secret123' });
    expect(made).toMatchObject({ status: 200, body: { value: { username: 'qaplayer1', merchantCode: 'ROYAL01' } } });
    expect((await call(t.app, 'POST', '/ops/api/tenants/royal/members', { username: 'QAPLAYER1', password: 'secret123' })).status).toBe(
      400,
    );
    expect((await call(t.app, 'POST', '/ops/api/tenants/royal/members', { username: '1bad', password: 'secret123' })).status).toBe(400);
    const key = t.app.tenants.get('royal')?.payloadKey ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'royal.localhost', encryption: 'AES', 'content-type': 'application/json' },
      payload: encryptedBody({ type: 'username', username: 'qaplayer1', password: 'secret123' }, key),
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'qaplayer1' } });
  });
});

describe('operator API: identity service switch', () => {
  it('takes the identity provider down for a brand and back up; reset brings it up', async () => {
    const down = await call(t.app, 'PUT', '/ops/api/tenants/tiger/identity', { on: false });
    expect(down).toMatchObject({ status: 200, body: { value: { identityService: false, status: 0 } } });
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'tiger.localhost' } });
    expect(status.json().value.info.identity).toMatchObject({ ready: false });
    await call(t.app, 'POST', '/ops/api/tenants/tiger/reset');
    expect((await call(t.app, 'GET', '/ops/api/tenants/tiger')).body.value).toMatchObject({ identityService: true });
    const applied = await call(t.app, 'POST', '/ops/api/tenants/tiger/apply', { reset: true, identityService: false });
    expect(applied.body.value).toMatchObject({ identityService: false });
    expect((await call(t.app, 'PUT', '/ops/api/tenants/tiger/identity', { on: 'no' })).status).toBe(400);
    await call(t.app, 'PUT', '/ops/api/tenants/tiger/identity', { on: true });
  });
});
