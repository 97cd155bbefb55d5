/**
 * Agents: KPI figures against sums recomputed from the ledger, rebate and quota limits,
 * contract pay exactly once per period, one agent never reaching another agent's team, and the
 * registration through an affiliate code joining the agent's team.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MIN_ACTIVE_MAX } from '../../src/contracts/agent/agent';
import { AGENT_CALLS, type AgentCallName } from '../../src/contracts/agent/calls';
import { encryptedBody } from '../../src/contracts/payload-crypto';
import { memberByUsername } from '../accounts/members';
import { startSession } from '../accounts/sessions';
import { agentsCommand } from '../ops/commands/agents';
import { buildTestApp, opsContextOf, type TestApp } from '../test/helper';
import { whileInsertsFail } from '../test/insert-fault';
import { clock } from '../clock';
import { DEMO_AGENTS, DEMO_CODES, seedAgentDemo } from './seed';

let t: TestApp;
const SEED_AT = new Date('2026-03-10T12:00:00Z');
const realNow = clock.now;

beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_TOKEN: 'agent-test-operator-token-0123' });
  await t.app.ready();
  const royal = t.app.tenants.get('royal');
  const lotus = t.app.tenants.get('lotus');
  if (!royal || !lotus) throw new Error('demo brands missing');
  expect(await seedAgentDemo(t.app.db, royal, SEED_AT)).toBe('seeded');
  expect(await seedAgentDemo(t.app.db, royal, SEED_AT)).toBe('exists');
  clock.now = () => new Date(SEED_AT.getTime() + 60_000);
  // a second top agent on the same brand, with one player of its own
  const ctx = opsContextOf(t.app);
  await agentsCommand.run(['create', 'royal', 'rival', '--password', 'secret12', '--rebate', '100', '--quota', '1'], ctx);
  await agentsCommand.run(['create', 'royal', 'rivalkid', '--password', 'secret12', '--upline', 'rival'], ctx);
  await t.app.db.query("UPDATE members SET member_type = 0 WHERE username = 'rivalkid'");
});
afterEach(() => {
  clock.now = () => new Date(SEED_AT.getTime() + 60_000);
});
afterAll(async () => {
  clock.now = realNow;
  await t.close();
});

async function tokenOf(username: string, brand = 'royal'): Promise<string> {
  const tenant = t.app.tenants.get(brand);
  const m = tenant ? await memberByUsername(t.app.db, tenant.merchantCode, username) : undefined;
  if (!m) throw new Error(`no ${username}`);
  return startSession(t.app.db, m, clock.now());
}

function agentCall(
  app: FastifyInstance,
  token: string,
  name: AgentCallName,
  o: { body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const def = AGENT_CALLS[name];
  const headers: Record<string, string> = { host: 'royal.localhost', authorization: token };
  if (def.input === 'json') headers['content-type'] = 'application/json';
  return app.inject({
    method: def.method,
    url: def.path,
    headers,
    query: o.query,
    payload: def.input === 'json' ? JSON.stringify(o.body ?? {}) : undefined,
  });
}
type Env = { success: boolean; code: string; message: string; value: Record<string, unknown> & { [k: string]: unknown } };
const env = (r: LightMyRequestResponse): Env => r.json();

/** Turnover, net win, active players and deposits of members over a period, straight from the ledger postings. */
async function fromLedger(usernames: string[], from: Date, to: Date) {
  const [row] = await t.app.db.query<{ bets: string; wins: string; active: number; deposits: string }>(
    `SELECT
       COALESCE(-sum(p.amount) FILTER (WHERE x.code = 'BET'), 0)::text AS bets,
       COALESCE(sum(p.amount) FILTER (WHERE x.code = 'WIN'), 0)::text AS wins,
       count(DISTINCT a.member_id) FILTER (WHERE x.code = 'BET')::int AS active,
       COALESCE(sum(p.amount) FILTER (WHERE x.code = 'DEPOSIT'), 0)::text AS deposits
     FROM ledger_postings p JOIN ledger_transactions x ON x.id = p.transaction_id JOIN ledger_accounts a ON a.id = p.account_id
     JOIN members m ON m.id = a.member_id
     WHERE x.tenant_id = 'royal' AND m.username = ANY ($1::text[]) AND x.created_at >= $2 AND x.created_at < $3`,
    [usernames, from, to],
  );
  return {
    turnover: Number(row?.bets),
    netWin: Number(row?.wins) - Number(row?.bets),
    activePlayers: row?.active ?? 0,
    deposits: Number(row?.deposits),
  };
}

describe('team KPI (AGEINFO3)', () => {
  it('equals the sums recomputed from the ledger for the seeded play', async () => {
    const token = await tokenOf(DEMO_AGENTS.top);
    const res = await agentCall(t.app, token, 'teamKpi', { query: { moduleId: 'AGEINFO3' } });
    expect(res.statusCode).toBe(200);
    const v = env(res).value as Record<string, Record<string, number | string>>;
    const team = ['demoagent', 'demosub', 'demoplay1', 'demoplay2', 'demoplay3', 'demoplay4'];
    for (const key of ['TeamKPIA', 'TeamKPIB', 'TeamKPIC'] as const) {
      const f = v[key] ?? {};
      const ledger = await fromLedger(team, new Date(String(f.from)), new Date(String(f.to)));
      expect({ turnover: f.turnover, netWin: f.netWin, activePlayers: f.activePlayers, deposits: f.deposits }).toEqual(ledger);
    }
    expect(v.TeamKPIA?.turnover).toBeGreaterThan(0);
    expect(v.Subordinate).toEqual({ direct: 3, total: 5, agents: 1, players: 4 });
    // the sub-agent's team is only its own part of the tree
    const sub = env(await agentCall(t.app, await tokenOf(DEMO_AGENTS.sub), 'teamKpi')).value as Record<
      string,
      Record<string, number | string>
    >;
    const subLedger = await fromLedger(
      ['demosub', 'demoplay3', 'demoplay4'],
      new Date(String(sub.TeamKPIC?.from)),
      new Date(String(sub.TeamKPIC?.to)),
    );
    expect(sub.TeamKPIC?.turnover).toBe(subLedger.turnover);
  });

  it('is refused to players and when AGEINFO3 is off', async () => {
    const res = await agentCall(t.app, await tokenOf('demoplay1'), 'teamKpi');
    expect([res.statusCode, env(res).code]).toEqual([403, 'agent.not.agent']);
    await t.app.runtimeRepository.setFlag('royal', 'AGEINFO3', false);
    const off = await agentCall(t.app, await tokenOf(DEMO_AGENTS.top), 'teamKpi');
    await t.app.runtimeRepository.setFlag('royal', 'AGEINFO3', null);
    expect(env(off).success).toBe(false);
    expect(env(off).code).toBe('feature.disabled');
  });
});

describe('downlines, rebates, quotas (AGEDOWNMAN3)', () => {
  it('lists, searches and details the own team', async () => {
    const token = await tokenOf(DEMO_AGENTS.top);
    const direct = env(await agentCall(t.app, token, 'downlines')).value as { list: { username: string }[]; totalCount: number };
    expect(direct.list.map((d) => d.username).sort()).toEqual(['demoplay1', 'demoplay2', 'demosub']);
    const team = env(await agentCall(t.app, token, 'downlines', { query: { scope: 'team', username: 'play' } })).value as {
      totalCount: number;
    };
    expect(team.totalCount).toBe(4);
    const detail = env(await agentCall(t.app, token, 'downline', { query: { username: 'demoplay3' } })).value as {
      downline: { depth: number; upline: string };
    };
    expect(detail.downline).toMatchObject({ depth: 2, upline: 'demosub' });
  });

  it('lists agents only when asked (role=agent), paged and searched like the rest, and refuses another role', async () => {
    const token = await tokenOf(DEMO_AGENTS.top);
    type Listed = { list: { username: string; isAgent: boolean }[]; totalCount: number };
    const agents = env(await agentCall(t.app, token, 'downlines', { query: { role: 'agent' } })).value as Listed;
    expect([agents.list.map((d) => [d.username, d.isAgent]), agents.totalCount]).toEqual([[['demosub', true]], 1]);
    const team = env(await agentCall(t.app, token, 'downlines', { query: { role: 'agent', scope: 'team', username: 'play' } }))
      .value as Listed;
    expect(team.totalCount).toBe(0);
    const any = env(await agentCall(t.app, token, 'downlines', { query: { role: 'any', pageSize: '2' } })).value as Listed;
    expect([any.list.length, any.totalCount]).toEqual([2, 3]);
    const bad = await agentCall(t.app, token, 'downlines', { query: { role: 'player' } });
    expect([bad.statusCode, env(bad).code]).toEqual([400, 'request.invalid']);
  });

  it('refuses rebates beyond the agent’s own rebate, below the downline’s team, or past the quota, writing nothing', async () => {
    const token = await tokenOf(DEMO_AGENTS.sub); // rebate 150, quota 2
    const before = await t.app.db.query('SELECT member_id, rebate_bp FROM agent_tree ORDER BY member_id');
    const above = await agentCall(t.app, token, 'updateDownlineRebates', {
      body: {
        list: [
          { username: 'demoplay3', rebate: 100 },
          { username: 'demoplay4', rebate: 160 },
        ],
      },
    });
    expect([above.statusCode, env(above).code]).toEqual([400, 'agent.rebate.above.own']);
    const badStep = await agentCall(t.app, token, 'updateDownlineRebates', { body: { list: [{ username: 'demoplay3', rebate: 15 }] } });
    expect(env(badStep).code).toBe('request.invalid');
    expect(await t.app.db.query('SELECT member_id, rebate_bp FROM agent_tree ORDER BY member_id')).toEqual(before);
    await t.app.db.query("UPDATE agent_tree SET quota = 1 WHERE member_id = (SELECT id FROM members WHERE username = 'demosub')");
    const quota = await agentCall(t.app, token, 'updateDownlineRebates', {
      body: {
        list: [
          { username: 'demoplay3', rebate: 100 },
          { username: 'demoplay4', rebate: 100 },
        ],
      },
    });
    expect([quota.statusCode, env(quota).code]).toEqual([409, 'agent.quota.exceeded']);
    expect(await t.app.db.query('SELECT member_id, rebate_bp FROM agent_tree ORDER BY member_id')).toEqual(before);
    const types = await t.app.db.query<{ member_type: number }>(
      "SELECT member_type FROM members WHERE username IN ('demoplay3', 'demoplay4')",
    );
    expect(types.map((r) => r.member_type)).toEqual([0, 0]);
    // within the limits: one sub-agent opened
    const good = await agentCall(t.app, token, 'updateDownlineRebates', { body: { list: [{ username: 'demoplay3', rebate: 100 }] } });
    expect(env(good).success).toBe(true);
    expect(env(await agentCall(t.app, token, 'quotas')).value).toEqual({ quota: 1, used: 1, left: 0 });
    // the top agent cannot cut demosub below what demosub gave demoplay3
    const below = await agentCall(t.app, await tokenOf(DEMO_AGENTS.top), 'updateDownlineRebates', {
      body: { list: [{ username: 'demosub', rebate: 50 }] },
    });
    expect(env(below).code).toBe('agent.rebate.below.team');
    await t.app.db.query("UPDATE agent_tree SET rebate_bp = 0 WHERE member_id = (SELECT id FROM members WHERE username = 'demoplay3')");
    await t.app.db.query("UPDATE members SET member_type = 0, affiliate_code = NULL WHERE username = 'demoplay3'");
    await t.app.db.query("UPDATE agent_tree SET quota = 2 WHERE member_id = (SELECT id FROM members WHERE username = 'demosub')");
  });

  it('moves downlines within the own team only', async () => {
    const token = await tokenOf(DEMO_AGENTS.top);
    const moved = await agentCall(t.app, token, 'transferMultipleDownline', {
      body: { usernames: ['demoplay1', 'demoplay2'], target: 'demosub' },
    });
    expect(env(moved).success).toBe(true);
    const cycle = await agentCall(t.app, token, 'transferDownline', { body: { username: 'demosub', target: 'demosub' } });
    expect(env(cycle).code).toBe('agent.transfer.cycle');
    const back = await agentCall(t.app, token, 'transferMultipleDownline', {
      body: { usernames: ['demoplay1', 'demoplay2'], target: 'demoagent' },
    });
    expect(env(back).success).toBe(true);
  });
});

describe('isolation between agents', () => {
  it('never shows or changes another agent’s downline', async () => {
    const rival = await tokenOf('rival');
    const calls: [AgentCallName, { body?: unknown; query?: Record<string, string> }][] = [
      ['downline', { query: { username: 'demoplay1' } }],
      ['updateDownlineRebates', { body: { list: [{ username: 'demoplay1', rebate: 0 }] } }],
      ['transferDownline', { body: { username: 'demoplay1', target: 'rival' } }],
      ['transferMultipleDownline', { body: { usernames: ['rivalkid', 'demoplay1'], target: 'rival' } }],
      ['offerContract', { body: { kind: 'salary', username: 'demosub', rate: 100, minActive: 0 } }],
    ];
    const before = await t.app.db.query('SELECT * FROM agent_tree ORDER BY member_id');
    for (const [name, o] of calls) {
      const res = await agentCall(t.app, rival, name, o);
      expect([name, res.statusCode, env(res).code]).toEqual([name, 404, 'agent.downline.not.found']);
    }
    // moving the other agent's player to oneself fails the same way
    const steal = await agentCall(t.app, await tokenOf(DEMO_AGENTS.top), 'transferDownline', {
      body: { username: 'rivalkid', target: 'demoagent' },
    });
    expect(env(steal).code).toBe('agent.downline.not.found');
    expect(await t.app.db.query('SELECT * FROM agent_tree ORDER BY member_id')).toEqual(before);
    const list = env(await agentCall(t.app, rival, 'downlines', { query: { scope: 'team' } })).value as { list: { username: string }[] };
    expect(list.list.map((d) => d.username)).toEqual(['rivalkid']);
  });
});

describe('contracts', () => {
  it('an offer may require at most CONTRACT_MIN_ACTIVE_MAX active players: one more is refused, nothing written', async () => {
    const top = await tokenOf(DEMO_AGENTS.top);
    const offers = async () => (await t.app.db.query('SELECT 1 FROM agent_contracts WHERE kind = $1', ['hourly'])).length;
    const before = await offers();
    const over = await agentCall(t.app, top, 'offerContract', {
      body: { kind: 'hourly', username: 'demosub', rate: 100, minActive: CONTRACT_MIN_ACTIVE_MAX + 1 },
    });
    expect(over.statusCode).toBe(400);
    expect(env(over).code).toBe('request.invalid');
    expect(env(over).message).toContain('minActive');
    expect(await offers()).toBe(before);
    const atMost = await agentCall(t.app, top, 'offerContract', {
      body: { kind: 'hourly', username: 'demosub', rate: 100, minActive: CONTRACT_MIN_ACTIVE_MAX },
    });
    expect(env(atMost).value).toMatchObject({ kind: 'hourly', minActive: CONTRACT_MIN_ACTIVE_MAX, status: 'pending' });
    expect(await offers()).toBe(before + 1);
    await t.app.db.query("DELETE FROM agent_contracts WHERE kind = 'hourly' AND id = $1", [Number(env(atMost).value.id)]);
  });

  it('a daily salary contract pays exactly once per period, from the team’s real turnover', async () => {
    const top = await tokenOf(DEMO_AGENTS.top);
    const sub = await tokenOf(DEMO_AGENTS.sub);
    const offer = await agentCall(t.app, top, 'offerContract', { body: { kind: 'salary', username: 'demosub', rate: 100, minActive: 1 } });
    expect(env(offer).success).toBe(true);
    const id = Number(env(offer).value.id);
    const again = await agentCall(t.app, top, 'offerContract', { body: { kind: 'salary', username: 'demosub', rate: 200, minActive: 1 } });
    expect(env(again).code).toBe('agent.contract.exists');
    const toPlayer = await agentCall(t.app, top, 'offerContract', {
      body: { kind: 'salary', username: 'demoplay1', rate: 100, minActive: 1 },
    });
    expect(env(toPlayer).code).toBe('agent.contract.not.direct');
    const member = { host: 'royal.localhost', authorization: sub };
    const pending = await t.app.inject({ method: 'GET', url: AGENT_CALLS.contractRequests.path, headers: member });
    expect(env(pending).value).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    // accepted at 12:01; the day ends at midnight; the seeded rounds of demosub's team that day count
    expect(env(await agentCall(t.app, sub, 'respondContract', { body: { id, accept: true } })).value).toMatchObject({ status: 'active' });
    expect(env(await agentCall(t.app, sub, 'respondContract', { body: { id, accept: false } })).code).toBe('agent.contract.decided');
    const ctx = opsContextOf(t.app);
    const balance = async () =>
      Number(
        (
          await t.app.db.query<{ b: string }>(
            "SELECT balance::text AS b FROM ledger_accounts a JOIN members m ON m.id = a.member_id WHERE m.username = 'demosub' AND kind = 'main'",
          )
        )[0]?.b,
      );
    const start = await balance();
    // before the day ended nothing is due
    clock.now = () => new Date('2026-03-10T23:59:00Z');
    expect(await agentsCommand.run(['pay', 'royal'], ctx)).toContain('0 period(s)');
    const day = await fromLedger(['demosub', 'demoplay3', 'demoplay4'], new Date('2026-03-10T00:00:00Z'), new Date('2026-03-11T00:00:00Z'));
    expect(day.turnover).toBeGreaterThan(0);
    const expected = Math.floor((day.turnover * 100) / 10_000);
    const { payDueContracts } = await import('./contracts');
    const after = new Date('2026-03-11T00:05:00Z');
    const runs = await Promise.all([
      payDueContracts(t.app.db, after),
      payDueContracts(t.app.db, after),
      payDueContracts(t.app.db, after, 'royal'),
    ]);
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(1);
    expect(
      runs.map((r) => r.failed),
      'no run failed',
    ).toEqual([0, 0, 0]);
    expect(await balance()).toBe(start + expected);
    expect((await payDueContracts(t.app.db, new Date('2026-03-11T18:00:00Z'))).paid).toBe(0);
    const txs = await t.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE code = 'AGENT_SALARY'");
    expect(txs[0]?.n).toBe(1);
    // the next day (no play) is settled with nothing to pay; the history shows both periods
    await payDueContracts(t.app.db, new Date('2026-03-12T00:01:00Z'));
    clock.now = () => new Date('2026-03-12T00:02:00Z');
    const view = env(await agentCall(t.app, sub, 'salaryContract', { query: { moduleId: 'COMM3' } })).value as {
      payments: { amount: number }[];
    };
    expect(view.payments.map((p) => p.amount)).toEqual([0, expected]);
    expect(await balance()).toBe(start + expected);

    // a period whose payment fails (a database fault for the earlier of two due days) rolls back
    // alone: the later day is settled, the failed one on the next run
    const rows = async () =>
      (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_contract_payments WHERE contract_id = $1', [id]))[0]?.n;
    const before = await rows();
    await whileInsertsFail(t.app.db, { table: 'agent_contract_payments', when: "NEW.period_start < '2026-03-12T20:00:00Z'" }, async () => {
      const faulty = await payDueContracts(t.app.db, new Date('2026-03-14T00:05:00Z'));
      expect([faulty.failed, faulty.periods]).toEqual([1, 1]);
      expect(faulty.errors[0]).toMatch(new RegExp(`contract #${id} .*test fault`));
      expect(await rows()).toBe((before ?? 0) + 1);
    });
    const retried = await payDueContracts(t.app.db, new Date('2026-03-14T00:06:00Z'));
    expect([retried.failed, retried.periods]).toEqual([0, 1]);
    expect(await rows()).toBe((before ?? 0) + 2);
  });
});

describe('registration with an agent’s affiliate code', () => {
  it('joins the agent’s team and shows in its downlines', async () => {
    const tenant = t.app.tenants.get('royal');
    if (!tenant) throw new Error('royal');
    await t.app.runtimeRepository.setFlag('royal', 'REGMOBVERF3', false);
    const body = {
      moduleId: 'REGISTER_REE3',
      username: 'invitee1',
      password: 'secret12',
      confirmPassword: 'secret12',
      terms: true,
      registerMethod: 'H5',
      affiliateCode: DEMO_CODES.sub,
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { host: 'royal.localhost', 'content-type': 'application/json', encryption: 'AES' },
      payload: JSON.stringify(encryptedBody(body, tenant.payloadKey)),
    });
    await t.app.runtimeRepository.setFlag('royal', 'REGMOBVERF3', null);
    expect(res.json()).toMatchObject({ success: true });
    const list = env(await agentCall(t.app, await tokenOf(DEMO_AGENTS.sub), 'downlines', { query: { username: 'invitee' } })).value as {
      list: { username: string; depth: number }[];
    };
    expect(list.list).toEqual([expect.objectContaining({ username: 'invitee1', depth: 1 })]);
    const aff = env(await agentCall(t.app, await tokenOf(DEMO_AGENTS.sub), 'affiliate', { query: { moduleId: 'AFFMAN3' } })).value;
    expect(aff).toMatchObject({ affiliateCode: DEMO_CODES.sub, registerPath: `/m/register?affiliateCode=${DEMO_CODES.sub}` });
  });
});

describe('operator API', () => {
  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = 'agent-test-operator-token-0123') =>
    t.app.inject({
      method,
      url: `/ops/api${url}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  it('creates agents, moves members, sets quotas and refuses loops, with the token only', async () => {
    expect((await ops('GET', '/tenants/royal/agents', undefined, 'wrong-token-wrong-token')).statusCode).toBe(401);
    const made = await ops('POST', '/tenants/royal/agents', { username: 'opsboss', password: 'secret12', rebate: 300, quota: 2 });
    expect(made.json().value).toMatchObject({ username: 'opsboss', level: 1, rebate: 300, quota: 2 });
    expect((await ops('PUT', '/tenants/royal/members/demoagent/upline', { upline: 'opsboss' })).json().value).toMatchObject({
      upline: 'opsboss',
      level: 2,
    });
    const loop = await ops('PUT', '/tenants/royal/members/opsboss/upline', { upline: 'demoplay1' });
    expect([loop.statusCode, loop.json().code]).toEqual([400, 'request.invalid']);
    const loop2 = await ops('PUT', '/tenants/royal/members/opsboss/upline', { upline: 'demosub' });
    expect(loop2.json().message).toMatch(/loop/);
    expect((await ops('PUT', '/tenants/royal/agents/opsboss/quota', { quota: 7 })).json().value).toMatchObject({ quota: 7 });
    const list = (await ops('GET', '/tenants/royal/agents')).json().value as { username: string }[];
    expect(list.map((a) => a.username)).toEqual(expect.arrayContaining(['opsboss', 'demoagent', 'demosub', 'rival']));
    expect((await ops('PUT', '/tenants/royal/members/demoagent/upline', { upline: '-' })).json().value).toMatchObject({
      upline: null,
      level: 1,
    });
  });
});
