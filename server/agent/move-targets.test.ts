/**
 * The move form's targets (`GET /wps/agent/moveTargets`): every agent of a team larger than one page
 * can be found and chosen, and what the move would refuse is never listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_CALLS, type AgentCallName } from '../../src/contracts/agent/calls';
import { type MemberRow, insertMember } from '../accounts/members';
import { startSession } from '../accounts/sessions';
import { clock } from '../clock';
import { buildTestApp, type TestApp } from '../test/helper';
import { AGENT_MEMBER_TYPE, attachDownline, ensureNode } from './tree';

let t: TestApp;
const NOW = new Date('2026-05-04T10:00:00Z');
const realNow = clock.now;
const tokens: Record<string, string> = {};
/** mta001 … mta120: direct sub-agents of mtboss, rebate 100 bp */
const MANY = Array.from({ length: 120 }, (_, i) => `mta${String(i + 1).padStart(3, '0')}`);

beforeAll(async () => {
  clock.now = () => new Date(NOW.getTime() + 60_000);
  t = await buildTestApp();
  await t.app.ready();
  const royal = t.app.tenants.get('royal');
  if (!royal) throw new Error('royal brand missing');
  await t.app.db.transaction(async (tx) => {
    const add = async (username: string, memberType: number, upline: MemberRow | null, rebate: number) => {
      const m = await insertMember(tx, {
        tenantId: royal.id,
        merchantCode: royal.merchantCode,
        username,
        passwordHash: 'not-used-here',
        memberType,
        now: NOW,
      });
      if (upline) await attachDownline(tx, royal.id, m.id, upline.id, NOW);
      else await ensureNode(tx, m, NOW);
      await tx.query('UPDATE agent_tree SET rebate_bp = $2 WHERE member_id = $1', [m.id, rebate]);
      return m;
    };
    // mtboss (300) → mta001…mta120 (100), mtkid (player), mtlow (50), mtsub (200) → mtsubsub (150) → mtdeep (0)
    const boss = await add('mtboss', AGENT_MEMBER_TYPE, null, 300);
    for (const name of MANY) await add(name, AGENT_MEMBER_TYPE, boss, 100);
    await add('mtkid', 0, boss, 0);
    await add('mtlow', AGENT_MEMBER_TYPE, boss, 50);
    const sub = await add('mtsub', AGENT_MEMBER_TYPE, boss, 200);
    const subsub = await add('mtsubsub', AGENT_MEMBER_TYPE, sub, 150);
    await add('mtdeep', AGENT_MEMBER_TYPE, subsub, 0);
    // another top agent of the same brand, with a sub-agent of its own
    const rival = await add('mtrival', AGENT_MEMBER_TYPE, null, 300);
    await add('mtrivalsub', AGENT_MEMBER_TYPE, rival, 100);
    tokens.boss = await startSession(tx, boss, NOW);
    tokens.rival = await startSession(tx, rival, NOW);
    tokens.kid = await startSession(tx, (await tx.query<MemberRow>("SELECT * FROM members WHERE username = 'mtkid'"))[0] as MemberRow, NOW);
  });
});
afterAll(async () => {
  clock.now = realNow;
  await t.close();
});

type Envelope = {
  success: boolean;
  code: string;
  message: string;
  value: { list: { username: string }[]; totalCount: number; totalPages: number };
};

async function call(token: string | undefined, name: AgentCallName, o: { query?: Record<string, string>; body?: unknown } = {}) {
  const def = AGENT_CALLS[name];
  const headers: Record<string, string> = { host: 'royal.localhost', authorization: token ?? '' };
  if (def.input === 'json') headers['content-type'] = 'application/json';
  const res = await t.app.inject({
    method: def.method,
    url: def.path,
    headers,
    query: o.query,
    payload: def.input === 'json' ? JSON.stringify(o.body ?? {}) : undefined,
  });
  return { status: res.statusCode, body: res.json() as Envelope };
}
const targets = async (query: Record<string, string>, token = tokens.boss) => (await call(token, 'moveTargets', { query })).body;
const names = (e: Envelope) => e.value.list.map((d) => d.username);

describe('move targets', () => {
  it('pages through every agent of a team larger than a page, by name, players left out', async () => {
    const first = await targets({ moving: 'mtkid', pageSize: '100' });
    expect(first.value.totalCount).toBe(120 + 4);
    expect(first.value.totalPages).toBe(2);
    const second = await targets({ moving: 'mtkid', pageSize: '100', pageNo: '2' });
    const all = [...names(first), ...names(second)];
    expect(all).toEqual([...MANY, 'mtdeep', 'mtlow', 'mtsub', 'mtsubsub']);
    expect(all).not.toContain('mtkid');
    expect(names(await targets({ moving: 'mtkid', username: ' MTA117 ' }))).toEqual(['mta117']);
    expect(names(await targets({ moving: 'mtkid', username: 'sub' }))).toEqual(['mtsub', 'mtsubsub']);
  });

  it('leaves out the members moving, everyone in their teams, and agents whose rebate is below theirs', async () => {
    // mtsubsub (150) and its team (mtdeep) cannot be its target; of the rest only mtsub (200) holds at least 150
    expect(names(await targets({ moving: 'mtsubsub' }))).toEqual(['mtsub']);
    // mtsub's team is mtsubsub and mtdeep; nobody else holds 200
    expect(names(await targets({ moving: 'mtsub' }))).toEqual([]);
    // mtlow (50): every agent holding 50 or more except itself
    const low = await targets({ moving: 'mtlow', pageSize: '100', pageNo: '2' });
    expect(low.value.totalCount).toBe(120 + 2);
    expect(names(low)).toEqual([...MANY.slice(100), 'mtsub', 'mtsubsub']);
    // several at once: the highest rebate among them counts, and all their teams are left out
    expect(names(await targets({ moving: 'mtlow,mtsubsub' }))).toEqual(['mtsub']);
  });

  it('a listed target beyond the first hundred takes the move; one left out is refused by the move as well', async () => {
    const [target] = names(await targets({ moving: 'mtlow', username: 'mta120' }));
    expect(target).toBe('mta120');
    const moved = await call(tokens.boss, 'transferDownline', { body: { username: 'mtlow', target } });
    expect(moved.body.value.list.map((d) => d.username)).toEqual(['mtlow']);
    expect(names(await targets({ moving: 'mtsub', username: 'mtsubsub' }))).toEqual([]);
    const cycle = await call(tokens.boss, 'transferDownline', { body: { username: 'mtsub', target: 'mtsubsub' } });
    expect(cycle.body.code).toBe('agent.transfer.cycle');
  });

  it("never lists another agent's team, and a member name outside my team changes nothing", async () => {
    expect(names(await targets({ username: 'mtrival' }))).toEqual([]);
    expect(names(await targets({ moving: 'mtrivalsub' }, tokens.rival))).toEqual([]);
    expect(names(await targets({ moving: 'mtsub' }, tokens.rival))).toEqual(['mtrivalsub']);
  });

  it('refuses players, more names than one move takes, and a name that is no username', async () => {
    const player = await call(tokens.kid, 'moveTargets', { query: {} });
    expect([player.status, player.body.code]).toEqual([403, 'agent.not.agent']);
    const tooMany = await call(tokens.boss, 'moveTargets', { query: { moving: MANY.slice(0, 51).join(',') } });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'request.invalid']);
    expect(tooMany.body.message).toContain('moving');
    const tooLong = await call(tokens.boss, 'moveTargets', { query: { moving: 'x'.repeat(41) } });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'request.invalid']);
  });
});
