/**
 * A page of the brands area's agent list costs the same number of database statements whatever
 * its size (joins and aggregates, not a few queries per row), and its figures are those of the
 * agent module's own profile (level, upline, rebate, quota and its use) and direct downline count;
 * the operator's own list (the same query) is one statement for every agent of the brand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../tenants/schema';
import { insertMember, memberByUsername } from '../../accounts/members';
import { createAgentOps } from '../../agent/operator';
import { profileOf } from '../../agent/team';
import { clock } from '../../clock';
import { statementsDuring } from '../../test/statements';
import { type ConsoleTestApp, consoleTestApp } from '../test-support';

let c: ConsoleTestApp;
let royal: Tenant;

const name = (i: number) => `nq${String(i).padStart(2, '0')}`;

beforeAll(async () => {
  c = await consoleTestApp({ role: 'readonly', brands: ['royal'] });
  const found = c.app.tenants.get('royal');
  if (!found) throw new Error('royal missing');
  royal = found;
  const ops = createAgentOps(c.app.db, (id) => {
    const t = c.app.tenants.get(id);
    if (!t) throw new Error(`no brand ${id}`);
    return t;
  });
  // nq01 at the top, nq02..nq12 under it, nq13..nq24 under nq02 (level 3); two players under nq03
  await ops.create('royal', { username: name(1), password: 'secret1', rebate: 900, quota: 30 });
  for (let i = 2; i <= 24; i++) {
    await ops.create('royal', {
      username: name(i),
      password: 'secret1',
      upline: i <= 12 ? name(1) : name(2),
      rebate: i <= 12 ? 100 + i * 10 : 100,
    });
  }
  for (const player of ['nqplay1', 'nqplay2']) {
    await insertMember(c.app.db, {
      tenantId: 'royal',
      merchantCode: royal.merchantCode,
      username: player,
      passwordHash: 'x',
      memberType: 0,
      now: clock.now(),
    });
    await ops.move('royal', player, name(3));
  }
});
afterAll(async () => {
  await c.close();
});

/**
 * Statements run through the app's database while `fn` runs, and those of them that read the agent
 * tree (the list's own): the guard's session statements and the brand caches' freshness reads come
 * and go with the clock and the machine's speed, the list's must not grow with the page.
 */
async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number; listStatements: number }> {
  const { result, sql } = await statementsDuring(c.app.db, fn);
  return { result, statements: sql.length, listStatements: sql.filter((text) => /agent_tree/.test(text)).length };
}

type Row = { username: string; level: number; upline: string | null; rebate: number; quota: number; quotaUsed: number; direct: number };
const page = async (pageSize: number, pageNo = 1) => {
  const res = await c.app.inject({
    method: 'GET',
    url: `/console/api/tenants/royal/brands/agents?q=nq&page=${pageNo}&pageSize=${pageSize}`,
    headers: c.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { total: number; rows: Row[] };
};

describe('the agent list in a constant number of statements', () => {
  it('runs as many statements for a page of 20 as for a page of 2', async () => {
    await page(2); // the session's first read of the brand and settings is not part of what is measured
    const small = await counted(() => page(2));
    const large = await counted(() => page(20));
    expect(small.result.rows).toHaveLength(2);
    expect(large.result.rows).toHaveLength(20);
    expect(large.result.total).toBe(24);
    expect(small.listStatements).toBeGreaterThan(0);
    expect(large.listStatements).toBe(small.listStatements);
    expect(large.listStatements).toBeLessThanOrEqual(2);
    // what else ran (session, caches) is a handful, not a few per row
    expect(large.statements).toBeLessThanOrEqual(small.statements + 2);
  });

  it('answers for each row what the agent module says of that agent', async () => {
    const rows = [...(await page(20)).rows, ...(await page(20, 2)).rows];
    expect(rows.map((r) => r.username)).toEqual(Array.from({ length: 24 }, (_, i) => name(i + 1)));
    for (const row of rows) {
      const m = await memberByUsername(c.app.db, royal.merchantCode, row.username);
      if (!m) throw new Error(`${row.username} missing`);
      const p = await profileOf(c.app.db, m);
      const [direct] = await c.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_tree WHERE upline_id = $1', [m.id]);
      expect(row).toMatchObject({
        level: p.level,
        upline: p.upline,
        rebate: p.rebate,
        quota: p.quota,
        quotaUsed: p.quotaUsed,
        direct: direct?.n,
      });
    }
    const byName = new Map(rows.map((r) => [r.username, r]));
    expect(byName.get(name(1))).toMatchObject({ level: 1, upline: null, quota: 30, quotaUsed: 11, direct: 11 });
    expect(byName.get(name(2))).toMatchObject({ level: 2, upline: name(1), rebate: 120, quotaUsed: 12, direct: 12 });
    expect(byName.get(name(3))).toMatchObject({ level: 2, quotaUsed: 0, direct: 2 });
    expect(byName.get(name(20))).toMatchObject({ level: 3, upline: name(2), rebate: 100, direct: 0 });
  });

  it("runs the operator's agent list (npm run ops -- agents list, /ops/api) in one statement with the same figures", async () => {
    const ops = createAgentOps(c.app.db, () => royal);
    const { result: all, statements } = await counted(() => ops.list('royal'));
    expect(statements).toBe(1);
    const ours = all.filter((a) => a.username.startsWith('nq'));
    expect(ours.map((a) => a.username)).toEqual(Array.from({ length: 24 }, (_, i) => name(i + 1)));
    for (const a of ours) {
      const m = await memberByUsername(c.app.db, royal.merchantCode, a.username);
      if (!m) throw new Error(`${a.username} missing`);
      const p = await profileOf(c.app.db, m);
      expect(a).toMatchObject({ level: p.level, upline: p.upline, rebate: p.rebate, quota: p.quota, quotaUsed: p.quotaUsed });
    }
    expect(ours.find((a) => a.username === name(2))).toMatchObject({ team: 12, level: 2 });
  });
});
