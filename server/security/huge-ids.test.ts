/**
 * Issue 25 item 5: an id of 2^63 or more made PostgreSQL refuse the query and the server answer
 * 500. Each route the attack named gets the id attacks of the fuzz suite (fuzz-cases.ts: 2^63,
 * 2^53 + 1, -1, as the JSON number literal and as text) in its id field (route-fields.ts) and must
 * refuse them with a 4xx envelope; the operator API answers an unknown brand with a 404 envelope.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';
import { loggedInPlayer, type Player } from '../wallet/test/session';
import { ID_ATTACKS, isIdField, PARAM_ATTACKS } from './fuzz-cases';
import { inputOf, routeFields } from './route-fields';

const TOKEN = 'huge-ids-operator-token-0123456789';
let t: TestApp;
let player: Player;

beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_TOKEN: TOKEN });
  await t.app.ready();
  player = await loggedInPlayer(t.app);
});
afterAll(() => t.close());

/** The other fields of a call that would be accepted, so that the id is what the server reads. */
const VALID: Record<string, Record<string, unknown>> = {
  'POST /wps/announcements/markAsRead': { read: true },
  'POST /wps/transaction/withdraw': { amount: 5_000, fundPassword: '123456', requestId: 'withdraw-huge-id' },
};

const NAMED_ROUTES = [
  'GET /lgw/orders/detail',
  'POST /lgw/orders/suborders/cancel',
  'GET /wps/deposit/report',
  'DELETE /wps/member/bankcards',
  'POST /wps/announcements/markAsRead',
  'POST /wps/transaction/withdraw',
] as const;

function send(route: string, idLiteral: string, asText: boolean): Promise<LightMyRequestResponse> {
  const [method = '', url = ''] = route.split(' ');
  const ids = routeFields(method, url).filter(isIdField);
  expect(ids.length, `${route} has an id field in its contract`).toBeGreaterThan(0);
  const headers: Record<string, string> = { host: 'royal.localhost', authorization: player.token };
  const other = VALID[route] ?? {};
  if (inputOf(method, url).input === 'query') {
    const query = Object.fromEntries([...Object.entries(other).map(([k, v]) => [k, String(v)]), ...ids.map((f) => [f, idLiteral])]);
    return t.app.inject({ method: method as 'GET', url, headers, query });
  }
  // the literal goes on the wire as written: 9223372036854775808 as a JSON number, or as a string
  const fields = [
    ...Object.entries(other).map(([k, v]) => `"${k}":${JSON.stringify(v)}`),
    ...ids.map((f) => `"${f}":${asText ? `"${idLiteral}"` : idLiteral}`),
  ];
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: `{${fields.join(',')}}`,
  });
}

function expectRefused(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(res.json(), what).toMatchObject({ success: false });
  expect(String(res.json().code), what).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
}

describe('ids no row can have are a 4xx envelope, never a 500', () => {
  for (const route of NAMED_ROUTES) {
    describe(route, () => {
      it.each(ID_ATTACKS.map(([name, literal]) => [name, literal]))('%s', async (name, literal) => {
        for (const asText of [false, true]) {
          const res = await send(route, literal, asText);
          expectRefused(res, `${route} ${name}${asText ? ' as text' : ''}`);
          expect(res.json().code, `${route} ${name}`).toBe('request.invalid');
        }
      });
    });
  }
});

describe('the operator API', () => {
  const auth = { authorization: `Bearer ${TOKEN}`, host: 'royal.localhost' };
  const tenantRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/ops/api/tenants/:tenant') && r.method !== 'HEAD');

  it('answers an unknown brand with a 404 envelope on every /tenants/:tenant call', async () => {
    expect(tenantRoutes().length).toBeGreaterThan(20);
    for (const r of tenantRoutes()) {
      const url = r.url.replace(':tenant', 'nosuchbrand').replace(/:\w+/g, '1');
      const body =
        r.method === 'GET' || r.method === 'DELETE' ? {} : { headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' };
      const res = await t.app.inject({ method: r.method as 'GET', url, headers: auth, ...body });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(404);
      expect(res.json(), `${r.method} ${r.url}`).toMatchObject({ success: false, code: 'merchant.unknown' });
    }
  });

  it('refuses ids no row can have in its paths with a 4xx envelope', async () => {
    const withIds = tenantRoutes().filter((r) => /:(id|seq|sequence)\b/.test(r.url));
    expect(withIds.length).toBeGreaterThan(5);
    for (const r of withIds) {
      for (const literal of PARAM_ATTACKS.filter((p) => /^-?\d+$/.test(p))) {
        const url = r.url
          .replace(':tenant', 'royal')
          .replace(/:(id|seq|sequence)\b/g, literal)
          .replace(/:decision\b/, 'approve')
          .replace(/:\w+/g, 'nobody');
        const body =
          r.method === 'GET' || r.method === 'DELETE' ? {} : { headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' };
        const res = await t.app.inject({ method: r.method as 'GET', url, headers: auth, ...body });
        expectRefused(res, `${r.method} ${url}`);
      }
    }
  });
});
