/**
 * An operator ends a contract or changes its terms: every pay period is paid once, at the terms it
 * was worked under (the ended contract up to its end, the new one from the period in progress), and
 * the period in progress when a contract ends without a successor is not paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberByUsername } from '../accounts/members';
import { buildTestApp, type TestApp } from '../test/helper';
import { changeContractTerms, contractById, endContract } from './contract-admin';
import { payDueContracts } from './contracts';
import { seedAgentDemo } from './seed';

let t: TestApp;
const SEED_AT = new Date('2026-04-10T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  const royal = t.app.tenants.get('royal');
  if (!royal) throw new Error('royal missing');
  await seedAgentDemo(t.app.db, royal, SEED_AT);
});
afterAll(async () => {
  await t.close();
});

async function payments(contractId: number) {
  return t.app.db.query<{ period_start: Date; base: string; amount: string }>(
    'SELECT period_start, base::text AS base, amount::text AS amount FROM agent_contract_payments WHERE contract_id = $1 ORDER BY period_start',
    [contractId],
  );
}

describe('operator contract changes', () => {
  it('pays each period once at the terms in force, and stops at the end', async () => {
    const royal = t.app.tenants.get('royal');
    const top = royal && (await memberByUsername(t.app.db, royal.merchantCode, 'demoagent'));
    const sub = royal && (await memberByUsername(t.app.db, royal.merchantCode, 'demosub'));
    if (!top || !sub) throw new Error('demo agents missing');
    const [row] = await t.app.db.query<{ id: number }>(
      `INSERT INTO agent_contracts (tenant_id, kind, upline_id, downline_id, rate_bp, min_active, status, created_at, responded_at)
       VALUES ('royal', 'salary', $1, $2, 100, 0, 'active', $3, $3) RETURNING id`,
      [top.id, sub.id, new Date('2026-04-09T06:00:00Z')],
    );
    const first = row?.id ?? 0;

    // the terms change on the 11th at 06:00 before any pay run: the 9th and 10th are owed at 1 %
    const changedAt = new Date('2026-04-11T06:00:00Z');
    const { before, after } = await t.app.db.transaction((tx) =>
      changeContractTerms(tx, 'royal', first, { rate: 300, minActive: 0 }, changedAt),
    );
    expect(before).toMatchObject({ status: 'active', rate: 100 });
    expect(after).toMatchObject({ status: 'active', rate: 300, respondedAt: changedAt.toISOString() });
    expect(await contractById(t.app.db, 'royal', first)).toMatchObject({ status: 'ended', endedAt: changedAt.toISOString() });

    await payDueContracts(t.app.db, new Date('2026-04-12T00:05:00Z'), 'royal');
    const old = await payments(first);
    expect(old.map((p) => new Date(p.period_start).toISOString())).toEqual(['2026-04-09T00:00:00.000Z', '2026-04-10T00:00:00.000Z']);
    for (const p of old) expect(Number(p.amount)).toBe(Math.floor((Number(p.base) * 100) / 10_000));
    expect(old.some((p) => Number(p.amount) > 0)).toBe(true);
    const next = await payments(after.id);
    expect(next.map((p) => new Date(p.period_start).toISOString())).toEqual(['2026-04-11T00:00:00.000Z']);

    // ended on the 12th at 10:00: the 12th is not paid, and nothing is paid twice
    await t.app.db.transaction((tx) => endContract(tx, 'royal', after.id, new Date('2026-04-12T10:00:00Z')));
    const later = await payDueContracts(t.app.db, new Date('2026-04-14T00:05:00Z'), 'royal');
    expect(later.periods).toBe(0);
    expect(await payments(first)).toHaveLength(2);
    expect(await payments(after.id)).toHaveLength(1);
    expect((await contractById(t.app.db, 'royal', after.id)).paid).toBe(Number(next[0]?.amount));
  });

  it('changes a pending offer in place and refuses to end a contract twice', async () => {
    const royal = t.app.tenants.get('royal');
    const top = royal && (await memberByUsername(t.app.db, royal.merchantCode, 'demoagent'));
    const sub = royal && (await memberByUsername(t.app.db, royal.merchantCode, 'demosub'));
    if (!top || !sub) throw new Error('demo agents missing');
    const [row] = await t.app.db.query<{ id: number }>(
      `INSERT INTO agent_contracts (tenant_id, kind, upline_id, downline_id, rate_bp, min_active, created_at)
       VALUES ('royal', 'dividend', $1, $2, 500, 3, $3) RETURNING id`,
      [top.id, sub.id, SEED_AT],
    );
    const id = row?.id ?? 0;
    const { after } = await t.app.db.transaction((tx) => changeContractTerms(tx, 'royal', id, { rate: 700, minActive: 1 }, SEED_AT));
    expect(after).toMatchObject({ id, status: 'pending', rate: 700, minActive: 1 });
    await t.app.db.transaction((tx) => endContract(tx, 'royal', id, SEED_AT));
    await expect(t.app.db.transaction((tx) => endContract(tx, 'royal', id, SEED_AT))).rejects.toMatchObject({
      code: 'agent.contract.decided',
    });
    await expect(contractById(t.app.db, 'lotus', id)).rejects.toMatchObject({ code: 'agent.contract.not.found' });
  });
});
