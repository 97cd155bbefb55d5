import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberExcludes } from '../../rg/test/exclusion';
import { fileTestApp } from '../../test/app';
import { makePlayer } from '../../wallet/test/fixtures';
import operatorRoutes from './index';

const TOKEN = 'test-operator-token-rg-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

type AuditLine = { action: string; actor: string };
const firstAudit = (value: Record<string, unknown> | null) => ((value?.audit ?? []) as AuditLine[])[0];
type Json = { success: boolean; code: string; message: string; value: Record<string, unknown> | null };
async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = auth) {
  const res = await app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: res.json<Json>() };
}

const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
beforeAll(async () => {
  await t.app.register(operatorRoutes, { token: TOKEN });
});

describe('operator API: responsible gambling', () => {
  it("shows a player's time-out and audit, extends it, refuses to shorten it", async () => {
    const p = await makePlayer(t.app.db, 'royal', 'ROYAL01');
    const now = new Date();
    const started = await memberExcludes(t.app.db, p.id, { kind: 'timeout', duration: '7d', now });
    const base = `/ops/api/tenants/royal/members/${p.username}/rg`;
    const shown = await call(t.app, 'GET', base);
    expect(shown.status).toBe(200);
    expect(shown.body.value).toMatchObject({ username: p.username, exclusion: { kind: 'timeout', endsAt: started.endsAt } });
    expect(firstAudit(shown.body.value)).toMatchObject({ action: 'exclusion.start', actor: 'member' });

    const later = new Date(now.getTime() + 30 * 86_400_000).toISOString();
    const extended = await call(t.app, 'POST', `${base}/extend`, { endsAt: later });
    expect(extended).toMatchObject({ status: 200, body: { value: { exclusion: { kind: 'timeout', endsAt: later } } } });

    const shorter = await call(t.app, 'POST', `${base}/extend`, { endsAt: started.endsAt });
    expect(shorter).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    expect(shorter.body.message).toMatch(/only be extended/);

    const after = await call(t.app, 'GET', base);
    expect(after.body.value).toMatchObject({ exclusion: { endsAt: later } });
    expect(firstAudit(after.body.value)).toMatchObject({ action: 'exclusion.extend', actor: 'operator:api' });
  });

  it('answers a player without an exclusion, and refuses to extend nothing', async () => {
    const p = await makePlayer(t.app.db, 'royal', 'ROYAL01');
    const base = `/ops/api/tenants/royal/members/${p.username}/rg`;
    expect(await call(t.app, 'GET', base)).toMatchObject({ status: 200, body: { value: { exclusion: null, audit: [] } } });
    const none = await call(t.app, 'POST', `${base}/extend`, { endsAt: '2099-01-01T00:00:00Z' });
    expect(none).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
  });

  it('validates: token, unknown player, unknown tenant, bad date, extra fields', async () => {
    const p = await makePlayer(t.app.db, 'royal', 'ROYAL01');
    const base = `/ops/api/tenants/royal/members/${p.username}/rg`;
    expect((await call(t.app, 'GET', base, undefined, {})).status).toBe(401);
    expect(await call(t.app, 'GET', '/ops/api/tenants/royal/members/nobody99/rg')).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
    expect(await call(t.app, 'GET', `/ops/api/tenants/nope/members/${p.username}/rg`)).toMatchObject({
      status: 404,
      body: { code: 'merchant.unknown' },
    });
    for (const body of [{ endsAt: 'tomorrow' }, { endsAt: '2099-01-01T00:00:00Z', shorten: true }, {}]) {
      expect(await call(t.app, 'POST', `${base}/extend`, body)).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    }
  });
});
