/**
 * The brands area's agents: the list (search, pages), an agent's downline and contracts, the
 * operator's changes with their audit records (before and after, in the change's transaction: a
 * failing record rolls the change back), contract terms changed and ended, roles and brand scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberByUsername } from '../../accounts/members';
import { seedAgentDemo } from '../../agent/seed';
import { clock } from '../../clock';
import { whileAuditFails } from '../../test/insert-fault';
import { type ConsoleTestApp, consoleTestApp } from '../test-support';

let c: ConsoleTestApp;
const realNow = clock.now;
const NOW = new Date('2026-05-20T12:00:00Z');

beforeAll(async () => {
  c = await consoleTestApp({ role: 'administrator', brands: 'all' });
  const royal = c.app.tenants.get('royal');
  if (!royal) throw new Error('royal missing');
  await seedAgentDemo(c.app.db, royal, new Date(NOW.getTime() - 3_600_000));
});
afterAll(async () => {
  clock.now = realNow;
  await c.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = c.headers) =>
  c.app.inject({ method, url: `/console/api/tenants${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function auditOf(action: string, target: string) {
  return c.app.db.query<{ before: unknown; after: unknown; actor: string; tenant: string }>(
    'SELECT before, after, actor, tenant FROM console_audit WHERE action = $1 AND target = $2 ORDER BY id',
    [action, target],
  );
}

async function activeSalaryContract(rate: number): Promise<number> {
  const royal = c.app.tenants.get('royal');
  const top = royal && (await memberByUsername(c.app.db, royal.merchantCode, 'demoagent'));
  const sub = royal && (await memberByUsername(c.app.db, royal.merchantCode, 'demosub'));
  if (!top || !sub) throw new Error('demo agents missing');
  await c.app.db.query(
    "UPDATE agent_contracts SET status = 'ended', ended_at = $2 WHERE downline_id = $1 AND status IN ('pending', 'active')",
    [sub.id, NOW],
  );
  const [row] = await c.app.db.query<{ id: number }>(
    `INSERT INTO agent_contracts (tenant_id, kind, upline_id, downline_id, rate_bp, min_active, status, created_at, responded_at)
     VALUES ('royal', 'salary', $1, $2, $3, 0, 'active', $4, $4) RETURNING id`,
    [top.id, sub.id, rate, new Date(NOW.getTime() - 2 * 86_400_000)],
  );
  return row?.id ?? 0;
}

describe('agents in the brands area', () => {
  it('lists agents by username a page at a time and shows an agent with its downline and contracts', async () => {
    const all = (await call('GET', '/royal/brands/agents?q=demo')).json().value;
    expect(all.total).toBe(2);
    expect(all.rows.map((r: { username: string }) => r.username)).toEqual(['demoagent', 'demosub']);
    const second = (await call('GET', '/royal/brands/agents?q=DEMO&page=2&pageSize=1')).json().value;
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2, rows: [{ username: 'demosub', upline: 'demoagent', level: 2 }] });
    expect((await call('GET', '/royal/brands/agents?q=%25')).json().value.total).toBe(0);
    expect((await call('GET', '/royal/brands/agents?pageSize=101')).json().code).toBe('request.invalid');
    expect((await call('GET', '/lotus/brands/agents?q=demo')).json().value.total).toBe(0);

    const id = await activeSalaryContract(120);
    const file = (await call('GET', '/royal/brands/agents/demoagent?pageSize=2')).json().value;
    expect(file).toMatchObject({ username: 'demoagent', level: 1, upline: null, direct: 3, downline: { total: 3, pageSize: 2 } });
    expect(file.downline.rows.map((r: { username: string }) => r.username)).toEqual(['demoplay1', 'demoplay2']);
    const rest = (await call('GET', '/royal/brands/agents/demoagent?page=2&pageSize=2')).json().value.downline.rows;
    expect(rest).toEqual([expect.objectContaining({ username: 'demosub', isAgent: true, direct: 2 })]);
    expect(file.contracts[0]).toMatchObject({ id, kind: 'salary', upline: 'demoagent', downline: 'demosub', rate: 120, status: 'active' });
    expect((await call('GET', '/royal/brands/agents/demoplay1')).statusCode).toBe(404);
    expect((await call('GET', '/lotus/brands/agents/demoagent')).statusCode).toBe(404);
  });

  it('changes a contract: the old one ends, the new terms start now, both audited', async () => {
    clock.now = () => NOW;
    const id = await activeSalaryContract(100);
    const changed = await call('PUT', `/royal/brands/contracts/${id}`, { rate: 250, minActive: 2 });
    expect(changed.statusCode).toBe(200);
    const after = changed.json().value;
    expect(after).toMatchObject({ kind: 'salary', rate: 250, minActive: 2, status: 'active', respondedAt: NOW.toISOString() });
    const file = (await call('GET', '/royal/brands/agents/demosub')).json().value;
    expect(file.contracts.find((k: { id: number }) => k.id === id)).toMatchObject({
      status: 'ended',
      endedAt: NOW.toISOString(),
      rate: 100,
    });
    const [row] = await auditOf('brands.contract.change', `contract:${id}`);
    expect(row).toMatchObject({
      tenant: 'royal',
      actor: c.username,
      before: { id, status: 'active', rate: 100 },
      after: { id: after.id, rate: 250 },
    });

    const ended = (await call('POST', `/royal/brands/contracts/${after.id}/end`)).json().value;
    expect(ended).toMatchObject({ id: after.id, status: 'ended', endedAt: NOW.toISOString() });
    expect((await auditOf('brands.contract.end', `contract:${after.id}`))[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'ended' },
    });
    expect((await call('POST', `/royal/brands/contracts/${after.id}/end`)).json().code).toBe('agent.contract.decided');
    expect((await call('PUT', `/royal/brands/contracts/${after.id}`, { rate: 300, minActive: 0 })).json().code).toBe(
      'agent.contract.decided',
    );
    expect((await call('PUT', `/royal/brands/contracts/${id}`, { rate: 0, minActive: 0 })).json().code).toBe('request.invalid');
    expect((await call('POST', `/lotus/brands/contracts/${after.id}/end`)).json().code).toBe('agent.contract.not.found');
  });

  it("offers a contract on the upline's behalf to a direct sub-agent only, once per kind, audited", async () => {
    const offer = { kind: 'hourly', upline: 'demoagent', downline: 'demosub', rate: 40, minActive: 1 };
    const made = (await call('POST', '/royal/brands/contracts', offer)).json().value;
    expect(made).toMatchObject({ kind: 'hourly', upline: 'demoagent', downline: 'demosub', rate: 40, minActive: 1, status: 'pending' });
    expect((await auditOf('brands.contract.offer', 'demoagent>demosub'))[0]).toMatchObject({ before: null, after: { id: made.id } });
    expect((await call('POST', '/royal/brands/contracts', offer)).json().code).toBe('agent.contract.exists');
    expect((await call('POST', '/royal/brands/contracts', { ...offer, downline: 'nobody-here' })).json().code).toBe(
      'agent.downline.not.found',
    );
    // in the team, but below its sub-agent: not a direct sub-agent
    expect((await call('POST', '/royal/brands/contracts', { ...offer, downline: 'demoplay3' })).json().code).toBe(
      'agent.contract.not.direct',
    );
    expect((await call('POST', '/royal/brands/contracts', { ...offer, upline: 'demosub', downline: 'demoplay3' })).json().code).toBe(
      'agent.contract.not.direct',
    );
    expect((await call('POST', '/royal/brands/contracts', { ...offer, rate: 0 })).json().code).toBe('request.invalid');
  });

  it('promotes a player, sets quota and rebate, moves a member: each audited with before and after', async () => {
    const made = (await call('POST', '/royal/brands/agents', { username: 'demoplay2', upline: 'demoagent', rebate: 100, quota: 1 })).json();
    expect(made.value).toMatchObject({ username: 'demoplay2', upline: 'demoagent', rebate: 100, quota: 1, level: 2 });
    expect((await auditOf('brands.agent.create', 'demoplay2'))[0]).toMatchObject({
      before: { memberType: 0, upline: 'demoagent' },
      after: { rebate: 100, quota: 1 },
    });
    expect((await call('PUT', '/royal/brands/agents/demoplay2/quota', { quota: 4 })).json().value.quota).toBe(4);
    expect((await auditOf('brands.agent.quota', 'demoplay2'))[0]).toMatchObject({ before: { quota: 1 }, after: { quota: 4 } });
    expect((await call('PUT', '/royal/brands/agents/demoplay2/rebate', { rebate: 300 })).json().code).toBe('request.invalid');
    expect((await call('PUT', '/royal/brands/agents/demoplay2/rebate', { rebate: 80 })).json().value.rebate).toBe(80);
    const moved = (await call('PUT', '/royal/brands/members/demoplay1/upline', { upline: 'demoplay2' })).json().value;
    expect(moved).toMatchObject({ username: 'demoplay1', upline: 'demoplay2' });
    expect((await auditOf('brands.agent.move', 'demoplay1'))[0]).toMatchObject({
      before: { upline: 'demoagent' },
      after: { upline: 'demoplay2' },
    });
    expect((await call('PUT', '/royal/brands/members/nobody-here/upline', { upline: '-' })).statusCode).toBe(404);
    expect((await call('POST', '/royal/brands/agents', { username: 'brand-new-agent' })).json().code).toBe('request.invalid');
  });

  it('rolls the change back when its audit record cannot be written', async () => {
    await whileAuditFails(c.app.db, { actions: ['brands.agent.quota'] }, async () => {
      const before = (await call('GET', '/royal/brands/agents/demosub')).json().value.quota;
      expect((await call('PUT', '/royal/brands/agents/demosub/quota', { quota: before + 7 })).statusCode).toBe(500);
      expect((await call('GET', '/royal/brands/agents/demosub')).json().value.quota).toBe(before);
    });
  });

  it('lets a read-only member look but not change, and keeps a member to its brands', async () => {
    const readonly = await c.signIn({ role: 'readonly', brands: ['royal'] });
    expect((await call('GET', '/royal/brands/agents', undefined, readonly.headers)).statusCode).toBe(200);
    expect((await call('PUT', '/royal/brands/agents/demosub/quota', { quota: 1 }, readonly.headers)).statusCode).toBe(403);
    expect((await call('POST', '/royal/brands/contracts/1/end', undefined, readonly.headers)).statusCode).toBe(403);
    const lotusAdmin = await c.signIn({ role: 'administrator', brands: ['lotus'] });
    expect((await call('GET', '/royal/brands/agents', undefined, lotusAdmin.headers)).statusCode).toBe(403);
    expect((await call('PUT', '/royal/brands/agents/demosub/quota', { quota: 1 }, lotusAdmin.headers)).statusCode).toBe(403);
    const cashier = await c.signIn({ role: 'cashier', brands: 'all' });
    expect((await call('GET', '/royal/brands/agents', undefined, cashier.headers)).statusCode).toBe(403);
  });
});
