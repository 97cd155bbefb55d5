/**
 * The contract fuzz test (docs/security.md): every route the app registers (found in its route
 * table, so routes added by any area are fuzzed as soon as they exist) gets missing, wrong-typed,
 * oversize, deeply nested, control-character, prototype-pollution, SQL and path-traversal input,
 * plain and (for encrypted calls) encrypted with the brand key, with and without a session.
 * Every answer must be the envelope, never a 5xx; every refusal a 4xx with a dotted code and no
 * write (beyond the rows a failed call writes on purpose); no prototype is ever polluted.
 * Runs on PGlite, and on PostgreSQL in `npm test`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedBody } from '../../src/contracts/payload-crypto';
import { startSession } from '../accounts/sessions';
import accountRoutes from '../routes/account/index';
import { makeMember } from '../routes/account/test-support';
import { buildTestApp, type TestApp } from '../test/helper';
import { type FuzzCase, fuzzCases, PARAM_ATTACKS } from './fuzz-cases';
import { inputOf, routeFields } from './route-fields';

/**
 * Tables a failed call writes on purpose (server/accounts/README.md "Intentional writes"); rate_limits counts every call;
 * console_audit records a staff member's failed sign-in as players' login_failures do.
 */
const INTENTIONAL = new Set(['login_failures', 'captchas', 'sms_codes', 'identity_token_uses', 'rate_limits', 'console_audit']);

let t: TestApp;
let routes: { method: string; url: string }[];
let member: Awaited<ReturnType<typeof makeMember>>;
let address = 0;

beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_TOKEN: 'fuzz-operator-token-0123456789' });
  if (!t.app.hasRoute({ method: 'POST', url: '/wps/session/login' })) await t.app.register(accountRoutes);
  await t.app.ready();
  member = await makeMember(t.app, 'royal', { username: 'fuzzer1', password: 'secret12', mobile: '44443333', email: 'fuzz@mail.com' });
  routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && !isSiteRoute(r.url));
});
afterAll(() => t.close());

/** Pages and files, not API calls: the player site, its assets, and the console app's page routes (its API is fuzzed). */
function isSiteRoute(url: string): boolean {
  if (url === '/console' || url === '/console/' || url === '/console/*') return true;
  return url === '/' || url === '*' || url === '/favicon.ico' || url.startsWith('/m') || url.startsWith('/__');
}

async function tables(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  return rows.map((r) => r.table_name).filter((n) => !INTENTIONAL.has(n));
}

/**
 * The write journal: in this test's database only, a row trigger on every table (the intentional
 * ones aside) counts each inserted and deleted row per table, and one on members counts changes
 * of the password, nickname and e-mail. A snapshot is then one read of that small table instead of
 * a row count of every table: the same "no write" check, stricter (an insert undone by a delete in
 * one call still counts), at a fraction of the cost per attack.
 */
async function installWriteJournal(app: FastifyInstance, names: string[]): Promise<void> {
  await app.db.query('CREATE TABLE fuzz_writes (tbl text PRIMARY KEY, n integer NOT NULL)');
  await app.db.query(`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_writes (tbl, n) VALUES (TG_TABLE_NAME || ':' || TG_OP, 1)
        ON CONFLICT (tbl) DO UPDATE SET n = fuzz_writes.n + 1;
      RETURN NULL;
    END $$`);
  for (const name of names) {
    await app.db.query(`CREATE TRIGGER fuzz_journal AFTER INSERT OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`);
  }
  await app.db.query(`CREATE TRIGGER fuzz_journal_members AFTER UPDATE ON members FOR EACH ROW
    WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.email IS DISTINCT FROM NEW.email)
    EXECUTE FUNCTION fuzz_count_write()`);
}

/** Writes so far, per table and operation: equal = no write in between. */
async function snapshot(app: FastifyInstance): Promise<string> {
  const rows = await app.db.query<{ w: string | null }>("SELECT string_agg(tbl || '=' || n, ', ' ORDER BY tbl) AS w FROM fuzz_writes");
  return rows[0]?.w ?? '';
}

function fillParams(url: string, value: string): string {
  return url.replace(/:\w+/g, value).replace(/\*$/, value);
}

function request(route: { method: string; url: string }, c: FuzzCase, o: { token?: string; encrypt: boolean; param: string }) {
  const { input } = inputOf(route.method, route.url);
  const headers: Record<string, string> = { host: 'royal.localhost', device: 'MOBILE' };
  if (o.token) headers.authorization = o.token;
  const url = fillParams(route.url, o.param);
  address += 1;
  const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  if (input === 'query') {
    // a query string cannot carry a JSON body: pollution goes in as bracketed keys instead
    if (c.rawJson !== undefined) {
      const polluting = new URLSearchParams({ '__proto__[polluted]': 'yes', 'constructor[prototype][polluted]': 'yes', __proto__: 'x' });
      return t.app.inject({ method: route.method as 'GET', url: `${url}?${polluting}`, headers, remoteAddress });
    }
    const query: Record<string, string | string[]> = {};
    for (const [k, val] of Object.entries(c.fields ?? {}))
      query[k] = Array.isArray(val) ? val.map(String) : typeof val === 'object' && val !== null ? JSON.stringify(val) : String(val);
    return t.app.inject({ method: route.method as 'GET', url, headers, query, remoteAddress });
  }
  let payload: string | undefined;
  if (c.rawJson !== undefined) {
    headers['content-type'] = 'application/json';
    payload = c.rawJson;
  } else if (c.fields !== null) {
    if (input === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(c.fields).map(([k, val]) => [k, typeof val === 'string' ? val : JSON.stringify(val)]),
      ).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(o.encrypt ? encryptedBody(c.fields, t.app.tenants.get('royal')?.payloadKey ?? '') : c.fields);
    }
  }
  if (o.encrypt) headers.encryption = 'AES';
  return t.app.inject({ method: route.method as 'POST', url, headers, remoteAddress, ...(payload !== undefined ? { payload } : {}) });
}

/** Routes that serve a resource, not the API: images and the demo parties' pages (their errors may be HTML). */
const RESOURCE_PREFIXES = ['/game-art/', '/demo-gateway/', '/vendors/', '/content-art/', '/content-images/', '/demo/download/'];

/** Partner APIs with their own wire format: the seamless wallet answers vendors `{ status, ... }` (docs/vendors.md). */
const PARTNER_APIS = ['/seamless/'];

function checkAnswer(res: LightMyRequestResponse, what: string, mustRefuse: boolean): boolean {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const url = what.split(' ')[1] ?? '';
  // (a body refused before the route, e.g. over the size limit, gets the platform envelope below)
  if (PARTNER_APIS.some((p) => url.startsWith(p)) && 'status' in (res.json() as object)) {
    const status = String((res.json() as { status?: unknown }).status);
    expect(status, what).toMatch(/^[A-Z_]+$/);
    expect(res.body, what).not.toMatch(/FST_|at .*\.ts:\d+|postgres:\/\//);
    expect(status === 'OK' && mustRefuse, `${what} must be refused but answered OK`).toBe(false);
    return status !== 'OK';
  }
  if (RESOURCE_PREFIXES.some((p) => url.startsWith(p)) && !String(res.headers['content-type']).includes('json')) {
    expect(res.body, what).not.toMatch(/FST_|at .*\.ts:\d+|postgres:\/\//);
    return res.statusCode >= 400;
  }
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort(), what).toEqual(['code', 'message', 'success', 'value']);
  if (res.statusCode >= 400) {
    expect(body.success, what).toBe(false);
    expect(String(body.code), what).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
    expect(res.body, what).not.toMatch(/FST_|at .*\.ts:\d+|postgres:\/\//);
    return true;
  }
  expect(mustRefuse, `${what} must be refused but answered ${res.statusCode}`).toBe(false);
  expect(body.success, what).toBe(true);
  return false;
}

/** Input cases that let a handler go on to read its route parameters: each parameter attack is paired with these. */
const PARAM_CARRIERS = new Set(['missing input', 'empty object', 'SQL injection: quote']);

/**
 * A route's attacks: every input case with a plain parameter, and (for a route with parameters)
 * every parameter attack with the carrier cases. Not the whole cross product: a body attack and a
 * parameter attack are refused or served on their own, and the product was 27,000 calls.
 */
function attacks(url: string, cases: FuzzCase[]): [FuzzCase, string][] {
  const plain = cases.map((c): [FuzzCase, string] => [c, 'x']);
  if (!url.includes(':')) return plain;
  return [
    ...plain,
    ...PARAM_ATTACKS.flatMap((param) => cases.filter((c) => PARAM_CARRIERS.has(c.name)).map((c): [FuzzCase, string] => [c, param])),
  ];
}

describe('contract fuzz over every route', () => {
  it('finds the routes from the app (account, system, operator and any added later)', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /wps/session/login',
        'PUT /wps/member/register',
        'GET /wps/system/status',
        'POST /wps/member/trialuser',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(18);
  });

  it('answers every attack with an envelope, refuses the bad ones with 4xx and writes nothing', { timeout: 600_000 }, async () => {
    await installWriteJournal(t.app, await tables(t.app));
    let sent = 0;
    for (const route of routes) {
      const { encrypted } = inputOf(route.method, route.url);
      const cases = fuzzCases(routeFields(route.method, route.url));
      for (const [c, param] of attacks(route.url, cases)) {
        for (const encrypt of encrypted ? [true, false] : [false]) {
          const token = await startSession(t.app.db, member, new Date());
          const before = await snapshot(t.app);
          const res = await request(route, c, { token, encrypt, param });
          sent += 1;
          const what = `${route.method} ${route.url} [${c.name}${encrypt ? ', encrypted' : ''}${param !== 'x' ? `, param ${param.slice(0, 20)}` : ''}]`;
          // bracketed query keys are plain names to the query parser (checked: no pollution), not a refusal
          const mustRefuse = c.mustRefuse && !(c.rawJson !== undefined && inputOf(route.method, route.url).input === 'query');
          const refused = checkAnswer(res, what, mustRefuse);
          // a refusal writes nothing (the session made for the call aside)
          if (refused) expect(await snapshot(t.app), `${what} wrote`).toBe(before);
          expect(({} as Record<string, unknown>).polluted, `${what} polluted Object.prototype`).toBeUndefined();
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
  });
});
