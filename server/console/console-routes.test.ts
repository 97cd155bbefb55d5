/**
 * The console API's permissions: each role allowed or refused on each area, brand scope on brand
 * routes, scoped API tokens (and /ops/api unchanged), staff administration with its audit rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishConfig } from '../tenants/config-store';
import { CONSOLE_AUTH } from './auth/settings';
import type { Role } from './permissions';
import { type ConsoleTestApp, consoleTestApp, type SignedIn, TEST_STAFF_PASSWORD } from './test-support';

let t: ConsoleTestApp;
const members = {} as Record<Role, SignedIn>;
let royalCashier: SignedIn;

beforeAll(async () => {
  t = await consoleTestApp({ role: 'administrator' });
  members.administrator = t;
  for (const role of ['cashier', 'support', 'content', 'readonly'] as const) members[role] = await t.signIn({ role });
  royalCashier = await t.signIn({ role: 'content', brands: ['royal'] });
});
afterAll(async () => {
  await t?.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
const call = (who: { headers: Record<string, string> }, c: Call) =>
  t.app.inject({ method: c.method, url: c.url, headers: who.headers, ...(c.payload ? { payload: c.payload } : {}) });

// each role against each area: the status is 200 when allowed, 403 when not
const MATRIX: { name: string; call: Call; allowed: Role[] }[] = [
  { name: 'list staff', call: { method: 'GET', url: '/console/api/staff' }, allowed: ['administrator'] },
  { name: 'list tokens', call: { method: 'GET', url: '/console/api/tokens' }, allowed: ['administrator'] },
  { name: 'read the audit log', call: { method: 'GET', url: '/console/api/audit' }, allowed: ['administrator'] },
  { name: 'list brands', call: { method: 'GET', url: '/console/api/brands' }, allowed: ['administrator', 'content', 'readonly'] },
  {
    name: 'read a brand',
    call: { method: 'GET', url: '/console/api/tenants/royal/brands' },
    allowed: ['administrator', 'content', 'readonly'],
  },
  {
    name: 'read versions',
    call: { method: 'GET', url: '/console/api/tenants/royal/brands/versions' },
    allowed: ['administrator', 'content', 'readonly'],
  },
  {
    name: 'turn maintenance off',
    call: { method: 'PUT', url: '/console/api/tenants/royal/brands/maintenance', payload: { on: false } },
    allowed: ['administrator'],
  },
];

describe('console permissions', () => {
  for (const row of MATRIX) {
    for (const role of ['administrator', 'cashier', 'support', 'content', 'readonly'] as const) {
      const allowed = row.allowed.includes(role);
      it(`${role} ${allowed ? 'may' : 'may not'} ${row.name}`, async () => {
        const r = await call(members[role], row.call);
        expect(r.statusCode, r.body).toBe(allowed ? 200 : 403);
        if (!allowed) expect(r.json()).toMatchObject({ success: false, code: 'permission.denied' });
      });
    }
  }

  it('answers 401 without a session', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/console/api/staff' });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ success: false, code: 'session.not.logged.in' });
  });

  it('keeps a member to the brands of their scope', async () => {
    expect((await call(royalCashier, { method: 'GET', url: '/console/api/tenants/royal/brands' })).statusCode).toBe(200);
    expect((await call(royalCashier, { method: 'GET', url: '/console/api/tenants/lotus/brands' })).statusCode).toBe(403);
    const list = await call(royalCashier, { method: 'GET', url: '/console/api/brands' });
    expect(list.json().value.map((b: { tenant: string }) => b.tenant)).toEqual(['royal']);
    const me = await call(royalCashier, { method: 'GET', url: '/console/api/session' });
    expect(me.json().value.brands.map((b: { id: string }) => b.id)).toEqual(['royal']);
  });

  it('answers 404 for an unknown brand', async () => {
    const r = await call(t, { method: 'GET', url: '/console/api/tenants/nowhere/brands' });
    expect(r.statusCode).toBe(404);
  });

  it('refuses a cookie-authenticated write without the CSRF header', async () => {
    const r = await t.app.inject({
      method: 'PUT',
      url: '/console/api/tenants/royal/brands/maintenance',
      headers: { cookie: t.cookie },
      payload: { on: false },
    });
    expect(r.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/console/api/tenants/royal/brands/maintenance',
      headers: { cookie: t.cookie, [CONSOLE_AUTH.csrfHeader]: 'x'.repeat(43) },
      payload: { on: false },
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('staff administration', () => {
  /** `POST /console/api/staff` by the administrator: a new cashier with these fields. */
  const createStaff = (fields: { username: string; displayName: string; brands: string[] | 'all'; password: string }) =>
    call(t, { method: 'POST', url: '/console/api/staff', payload: { ...fields, role: 'cashier' } });

  it('creates a member (strong password required), changes the role, and writes each step with before and after', async () => {
    const refused = [
      { username: 'weak-one', displayName: 'Weak', brands: ['royal'], password: 'short' },
      { username: 'weak-two', displayName: 'Weak', brands: ['royal'], password: 'password1234' },
      { username: 'weak-three', displayName: 'Weak', brands: ['royal'], password: 'Weak-Three-and-more' },
      { username: 'new-cashier', displayName: 'New', brands: ['nowhere'], password: TEST_STAFF_PASSWORD },
    ];
    for (const fields of refused) expect((await createStaff(fields)).statusCode, fields.username).toBe(400);

    const made = await createStaff({
      username: 'New-Cashier',
      displayName: 'New Cashier',
      brands: ['royal'],
      password: TEST_STAFF_PASSWORD,
    });
    expect(made.statusCode, made.body).toBe(200);
    const created = made.json().value;
    expect(created).toMatchObject({ username: 'new-cashier', role: 'cashier', brands: ['royal'], secondFactor: false, disabled: false });
    const taken = await createStaff({ username: 'new-cashier', displayName: 'Again', brands: 'all', password: TEST_STAFF_PASSWORD });
    expect(taken.statusCode).toBe(400);

    const changed = await call(t, {
      method: 'PATCH',
      url: `/console/api/staff/${created.id}`,
      payload: { role: 'support', brands: 'all' },
    });
    expect(changed.json().value).toMatchObject({ role: 'support', brands: 'all' });

    const audit = await call(t, { method: 'GET', url: `/console/api/audit?staff=${t.username}&action=staff.` });
    const rows = audit.json().value.rows as { action: string; target: string; before: unknown; after: unknown }[];
    expect(rows.map((r) => r.action)).toEqual(['staff.change', 'staff.create']);
    expect(rows[0]).toMatchObject({
      target: 'new-cashier',
      before: { role: 'cashier', brands: ['royal'] },
      after: { role: 'support', brands: 'all' },
    });
  });

  it("a role change ends the member's sessions; a disabled member cannot sign in; a reset second factor means enrolling again", async () => {
    const m = await t.signIn({ role: 'cashier' });
    await call(t, { method: 'PATCH', url: `/console/api/staff/${m.staffId}`, payload: { role: 'readonly' } });
    expect((await call(m, { method: 'GET', url: '/console/api/session' })).statusCode).toBe(401);

    await call(t, { method: 'POST', url: `/console/api/staff/${m.staffId}/reset-second-factor` });
    const again = await t.app.inject({
      method: 'POST',
      url: '/console/api/session',
      payload: { username: m.username, password: TEST_STAFF_PASSWORD },
    });
    expect(again.json().value.next).toBe('enrol');

    await call(t, { method: 'POST', url: `/console/api/staff/${m.staffId}/disable` });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/console/api/session',
      payload: { username: m.username, password: TEST_STAFF_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('an administrator cannot disable themselves or change their own role', async () => {
    expect((await call(t, { method: 'POST', url: `/console/api/staff/${t.staffId}/disable` })).statusCode).toBe(403);
    expect((await call(t, { method: 'PATCH', url: `/console/api/staff/${t.staffId}`, payload: { role: 'readonly' } })).statusCode).toBe(
      403,
    );
  });
});

describe('scoped API tokens', () => {
  /** `POST /console/api/tokens` by the administrator. */
  const createToken = (payload: { name: string; role: Role; brands: string[] | 'all' }) =>
    call(t, { method: 'POST', url: '/console/api/tokens', payload });
  /** A call with a console API token as its Bearer. */
  const withToken = (token: string, c: Call) => call({ headers: { authorization: `Bearer ${token}` } }, c);

  it('a token is shown once, works as Bearer within its role and brands, and stops when revoked', async () => {
    const made = await createToken({ name: 'reports bot', role: 'readonly', brands: ['lotus'] });
    expect(made.statusCode, made.body).toBe(200);
    const { token, id } = made.json().value as { token: string; id: string };
    expect(token).toMatch(/^cst_/);
    const listed = await call(t, { method: 'GET', url: '/console/api/tokens' });
    expect(JSON.stringify(listed.json())).not.toContain(token);
    const stored = await t.app.db.query<{ token_hash: string }>('SELECT token_hash FROM staff_api_tokens WHERE id = $1', [id]);
    expect(stored[0]?.token_hash).not.toContain(token);

    expect((await withToken(token, { method: 'GET', url: '/console/api/tenants/lotus/brands' })).statusCode).toBe(200);
    expect((await withToken(token, { method: 'GET', url: '/console/api/tenants/royal/brands' })).statusCode).toBe(403);
    const maintenance = { method: 'PUT', url: '/console/api/tenants/lotus/brands/maintenance', payload: { on: false } } as const;
    expect((await withToken(token, maintenance)).statusCode).toBe(403);
    expect((await withToken(token, { method: 'GET', url: '/console/api/staff' })).statusCode).toBe(403);

    await call(t, { method: 'POST', url: `/console/api/tokens/${id}/revoke` });
    expect((await withToken(token, { method: 'GET', url: '/console/api/tenants/lotus/brands' })).statusCode).toBe(401);
  });

  it('an administrator token may write without a CSRF header, and its actions are audited under its name', async () => {
    const made = await createToken({ name: 'flag robot', role: 'administrator', brands: 'all' });
    const { token } = made.json().value as { token: string };
    const r = await withToken(token, { method: 'PUT', url: '/console/api/tenants/tiger/brands/region', payload: { on: false } });
    expect(r.statusCode, r.body).toBe(200);
    const audit = await call(t, { method: 'GET', url: '/console/api/audit?action=brands.region&tenant=tiger' });
    expect(audit.json().value.rows[0]).toMatchObject({
      actor: 'token:flag robot',
      tenant: 'tiger',
      before: { regionRestriction: false },
      after: { regionRestriction: false },
    });
  });

  it('the operator API keeps its own token, and a console token is not it', async () => {
    const made = await createToken({ name: 'not ops', role: 'administrator', brands: 'all' });
    const { token } = made.json().value as { token: string };
    expect((await withToken(token, { method: 'GET', url: '/ops/api/tenants' })).statusCode).toBe(404);
  });
});

describe('brands', () => {
  it('changes a flag with before and after in the log, and the player status follows', async () => {
    const before = (await call(t, { method: 'GET', url: '/console/api/tenants/lotus/brands' }))
      .json()
      .value.flags.find((f: { key: string }) => f.key === 'FEEDBACK3');
    const change = before.enabled ? 'off' : 'on';
    const r = await call(t, { method: 'PUT', url: '/console/api/tenants/lotus/brands/flags/FEEDBACK3', payload: { change } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().value).toMatchObject({ key: 'FEEDBACK3', enabled: !before.enabled, source: 'override' });
    const audit = (await call(t, { method: 'GET', url: '/console/api/audit?action=brands.flag' })).json().value.rows[0];
    expect(audit).toMatchObject({
      tenant: 'lotus',
      target: 'FEEDBACK3',
      before: { enabled: before.enabled },
      after: { enabled: !before.enabled },
    });
    const reset = await call(t, { method: 'PUT', url: '/console/api/tenants/lotus/brands/flags/FEEDBACK3', payload: { change: 'reset' } });
    expect(reset.json().value.source).toBe('file');
    const unknown = await call(t, { method: 'PUT', url: '/console/api/tenants/lotus/brands/flags/NOPE3', payload: { change: 'on' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists configuration versions, compares two and rolls back (a new version, audited)', async () => {
    const versions = (await call(t, { method: 'GET', url: '/console/api/tenants/royal/brands/versions' })).json().value as {
      version: number;
    }[];
    expect(versions.length).toBeGreaterThanOrEqual(1);
    const latest = versions[0]?.version as number;
    const diff = await call(t, { method: 'GET', url: `/console/api/tenants/royal/brands/versions/diff?from=${latest}&to=${latest}` });
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().value.lines).toEqual([]);
    const rollback = await call(t, { method: 'POST', url: `/console/api/tenants/royal/brands/versions/${latest}/rollback` });
    expect(rollback.statusCode, rollback.body).toBe(200);
    // the latest is already that configuration: nothing new is published
    expect(rollback.json().value.version).toBe(latest);
    const readonlyTry = await call(members.readonly, {
      method: 'POST',
      url: `/console/api/tenants/royal/brands/versions/${latest}/rollback`,
    });
    expect(readonlyTry.statusCode).toBe(403);
    const missing = await call(t, { method: 'GET', url: '/console/api/tenants/royal/brands/versions/diff?from=9999' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('brand configuration versions', () => {
  it('compares a newer version with an older one and rolls back to the older (published again as the newest)', async () => {
    const tiger = t.app.tenants.get('tiger');
    if (!tiger) throw new Error('no tiger brand');
    const first = (await call(t, { method: 'GET', url: '/console/api/tenants/tiger/brands/versions' })).json().value[0].version as number;
    await publishConfig(t.app.db, { ...tiger, brandName: 'Tiger Renamed' }, { source: 'file', by: 'test', now: new Date() });
    const diff = (
      await call(t, { method: 'GET', url: `/console/api/tenants/tiger/brands/versions/diff?from=${first}&to=${first + 1}` })
    ).json().value;
    expect(diff.lines).toContain(`brandName: ${JSON.stringify(tiger.brandName)} → "Tiger Renamed"`);
    const back = await call(t, { method: 'POST', url: `/console/api/tenants/tiger/brands/versions/${first}/rollback` });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().value.version).toBe(first + 2);
    expect(t.app.tenants.get('tiger')?.brandName).toBe(tiger.brandName);
    const versions = (await call(t, { method: 'GET', url: '/console/api/tenants/tiger/brands/versions' })).json().value;
    expect(versions[0]).toMatchObject({ version: first + 2, source: 'rollback', publishedBy: `console:${t.username}` });
    const audit = (await call(t, { method: 'GET', url: '/console/api/audit?action=brands.rollback&tenant=tiger' })).json().value.rows[0];
    expect(audit).toMatchObject({ target: `v${first}`, before: { version: first + 1 }, after: { version: first + 2 } });
  });
});

describe('audit log', () => {
  it("filters by brand, action prefix and date, and leaves out rows of brands outside the reader's scope", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = await call(t, { method: 'GET', url: `/console/api/audit?from=${today}&to=${today}&action=session.` });
    const rows = r.json().value.rows as { action: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.action.startsWith('session.'))).toBe(true);
    const past = await call(t, { method: 'GET', url: '/console/api/audit?to=2000-01-01' });
    expect(past.json().value.rows).toEqual([]);
    const bad = await call(t, { method: 'GET', url: '/console/api/audit?from=yesterday' });
    expect(bad.statusCode).toBe(400);
  });
});
