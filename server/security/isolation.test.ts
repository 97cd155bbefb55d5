/**
 * Isolation: every member call (found by asking each route of the app without a session: those
 * answering `session.not.logged.in` are member calls, whoever added them) refuses a token of
 * another brand, and a player only ever sees their own data.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../accounts/sessions';
import { accountTestApp, makeMember } from '../routes/account/test-support';
import type { TestApp } from '../test/helper';

let t: TestApp;
const memberCalls: { method: string; url: string }[] = [];

const ask = (app: FastifyInstance, route: { method: string; url: string }, brand: string, token?: string) => {
  const body = route.method !== 'GET' && route.method !== 'DELETE';
  return app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:\w+/g, '1'),
    headers: {
      host: `${brand}.localhost`,
      device: 'MOBILE',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    ...(body ? { payload: '{}' } : {}),
  });
};

beforeAll(async () => {
  t = await accountTestApp();
  const candidates = t.app.routeTable.filter((r) => r.method !== 'HEAD' && /^\/(wps|lgw)\//.test(r.url));
  for (const route of candidates) {
    const res = await ask(t.app, route, 'royal');
    if (res.json().code === 'session.not.logged.in') memberCalls.push(route);
  }
});
afterAll(() => t.close());

describe('isolation between brands and players', () => {
  it('finds the member calls', () => {
    expect(memberCalls.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /wps/member/info',
        'GET /wps/member/rank/progress',
        'POST /wps/member/password/change',
        'DELETE /wps/session/logout',
      ]),
    );
  });

  it('a token of another brand is refused by every member call', async () => {
    const lotus = await makeMember(t.app, 'lotus', { username: 'lotusp1', password: 'secret12' });
    for (const route of memberCalls) {
      const token = await startSession(t.app.db, lotus, new Date());
      const res = await ask(t.app, route, 'royal', token);
      expect([res.statusCode, res.json().code], `${route.method} ${route.url}`).toEqual([401, 'session.not.logged.in']);
    }
  });

  it('a player sees only their own member data', async () => {
    const a = await makeMember(t.app, 'royal', { username: 'playera', password: 'secret12', email: 'a@mail.com' });
    const b = await makeMember(t.app, 'royal', { username: 'playerb', password: 'secret12', email: 'b@mail.com' });
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const token = await startSession(t.app.db, who, new Date());
      const res = await ask(t.app, { method: 'GET', url: '/wps/member/info' }, 'royal', token);
      expect(res.json().value).toMatchObject({ id: who.id, account: who.username });
      expect(res.body).not.toContain(other.username);
    }
  });
});
