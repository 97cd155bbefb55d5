/**
 * VIP benefits paid by the pay run (server/member/benefits.ts): upgrade bonus once per rank reached,
 * turnover rebate once per ended period from settled betting records, birthday bonus once a year;
 * exactly once under repeated and concurrent runs; withheld for an excluded player; nothing on a
 * brand with VIPBEN3 off; the withdrawal rule requires each bonus (and a mission reward) staked.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../src/contracts/envelope';
import { VipValueSchema } from '../../../src/contracts/member/vip';
import { birthdaysOn, endedRebatePeriods, payVipBenefits, rebateOf } from '../../member/benefits';
import { memberCall, type Player, player } from '../../member/test/session';
import { runCommand } from '../../ops/run';
import { post } from '../../rg/test/play';
import { clockFrom } from '../../test/clock';
import { whileInsertsFail } from '../../test/insert-fault';
import { buildTestApp, opsContextOf, type TestApp } from '../../test/helper';
import { getBalances } from '../../wallet/balances';
import { recordBet, settleRound } from '../../wallet/bet-orders';
import { turnoverOf } from '../../wallet/turnover';

const TOKEN = 'vip-benefits-operator-token';
let t: TestApp;
// royal: UTC+7, weekly rebate (Monday 00:00 local = Sunday 17:00 UTC); Wednesday 1 April 2026, 08:00 local
const T0 = new Date('2026-04-01T01:00:00Z');
const WEEK_END = new Date('2026-04-05T17:00:00Z');
const at = clockFrom(T0);
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

const tenants = () => t.app.tenants.all;
const main = async (p: Player) => (await getBalances(t.app.db, p.brand, p.member.id)).main;
const vipOf = async (p: Player) => v.parse(envelope(VipValueSchema), (await memberCall(t.app, p, 'vip')).json()).value;

/** A settled round (stake, no win) at `now`, with its BET posting and betting record; funded by a WIN (no deposit, no turnover). */
async function settled(p: Player, stake: number, now: Date): Promise<void> {
  const roundId = `r${randomBytes(6).toString('hex')}`;
  await post(t.app.db, p.brand, p.member.id, 'WIN', stake, now);
  await t.app.db.transaction(async (tx) => {
    const r = await post(tx, p.brand, p.member.id, 'BET', -stake, now);
    await recordBet(tx, {
      tenantId: p.brand,
      memberId: p.member.id,
      vendorCode: 'DEMOSLOT',
      gameCode: 'test',
      gameType: 'RNG',
      roundId,
      stake,
      betTxId: r.transactionId,
      now,
    });
    await settleRound(tx, { tenantId: p.brand, vendorCode: 'DEMOSLOT', roundId, memberId: p.member.id, win: 0, winTxId: null, now });
  });
}

/** A deposit and settled stakes at `now`: the deposits and turnover a VIP rank is reached by. */
async function depositedAndPlayed(p: Player, deposit: number, stakes: number, now: Date): Promise<void> {
  await post(t.app.db, p.brand, p.member.id, 'DEPOSIT', deposit, now);
  await settled(p, stakes, now);
}

async function payments(p: Player) {
  return t.app.db.query<{ kind: string; occasion: string; amount: string; withheld: boolean; tx_id: string | null }>(
    'SELECT kind, occasion, amount::text AS amount, withheld, tx_id::text AS tx_id FROM vip_benefit_payments WHERE member_id = $1 ORDER BY id',
    [p.member.id],
  );
}

describe('VIP upgrade bonus', () => {
  it('is paid once per rank reached, every rank passed included, also under concurrent runs', async () => {
    const now = at(0);
    const p = await player(t.app, now);
    await depositedAndPlayed(p, 100_000, 50_000, now); // royal VIP1: 100.00 deposits, 500.00 turnover (upgrade 5.00)
    const before = await main(p);
    const runs = await Promise.all([payVipBenefits(t.app.db, tenants(), now), payVipBenefits(t.app.db, tenants(), now)]);
    expect(runs.reduce((n, r) => n + r.byKind.upgrade, 0)).toBeGreaterThanOrEqual(1);
    expect(await main(p)).toBe(before + 500);
    expect((await payments(p)).map((r) => [r.kind, r.occasion, r.amount])).toEqual([['upgrade', 'VIP1', '500']]);

    // straight past VIP2 (1,000.00 deposits, 5,000.00 turnover: upgrade 20.00) with VIP1 already paid
    await depositedAndPlayed(p, 100_000, 450_000, at(1));
    await payVipBenefits(t.app.db, tenants(), at(2));
    await payVipBenefits(t.app.db, tenants(), at(3));
    expect(await main(p)).toBe(before + 500 + 2_000 + 100_000);
    expect((await payments(p)).filter((r) => r.kind === 'upgrade').map((r) => r.occasion)).toEqual(['VIP1', 'VIP2']);

    // the player sees what was paid; each payment is one PROMO posting with its turnover multiple
    const seen = await vipOf(p);
    expect(seen?.benefits?.payments.map((x) => [x.kind, x.labelId, x.amount])).toEqual([
      ['upgrade', 'VIP2', 2_000],
      ['upgrade', 'VIP1', 500],
    ]);
    const tx = await t.app.db.query<{ code: string; m: string }>(
      `SELECT t.code, t.meta->>'turnoverMultiple' AS m FROM ledger_transactions t WHERE t.idempotency_key LIKE $1 ORDER BY t.id`,
      [`vip:upgrade:${p.member.id}:%`],
    );
    expect(tx).toEqual([
      { code: 'PROMO', m: '1' },
      { code: 'PROMO', m: '1' },
    ]);
  });

  it('ranks each player of one run by his own figures (the scan reads them all in one query)', async () => {
    const now = at(10);
    const [big, small] = [await player(t.app, now), await player(t.app, now)];
    await depositedAndPlayed(big, 200_000, 500_000, now); // past VIP2, as above
    await depositedAndPlayed(small, 100_000, 50_000, now); // VIP1
    await payVipBenefits(t.app.db, tenants(), at(11));
    expect((await payments(big)).map((r) => [r.kind, r.occasion])).toEqual([
      ['upgrade', 'VIP1'],
      ['upgrade', 'VIP2'],
    ]);
    expect((await payments(small)).map((r) => [r.kind, r.occasion])).toEqual([['upgrade', 'VIP1']]);
  });

  it('does not count a trial account, and a guest sees no payments', async () => {
    const trial = await player(t.app, at(0), 'royal', { trial: true });
    await depositedAndPlayed(trial, 100_000, 50_000, at(0));
    await payVipBenefits(t.app.db, tenants(), at(1));
    expect(await payments(trial)).toEqual([]);
    const guest = await t.app.inject({ method: 'GET', url: '/wps/member/vip', headers: { host: 'royal.localhost' } });
    expect(v.parse(envelope(VipValueSchema), guest.json()).value?.benefits).toBeNull();
  });
});

describe('VIP turnover rebate', () => {
  it('pays the ended period once: settled stakes × the percent of the rank at the period end', async () => {
    const now = at(0);
    const p = await player(t.app, now);
    await depositedAndPlayed(p, 1_000_000, 30_000, now);
    await settled(p, 30_000, at(60)); // 600.00 settled this week: VIP1 (0.2 %) from here on
    // an open round is no valid turnover
    await t.app.db.transaction(async (tx) => {
      const r = await post(tx, 'royal', p.member.id, 'BET', -99_900, at(61));
      await recordBet(tx, {
        tenantId: 'royal',
        memberId: p.member.id,
        vendorCode: 'DEMOSLOT',
        gameCode: 'test',
        gameType: 'RNG',
        roundId: `open${randomBytes(4).toString('hex')}`,
        stake: 99_900,
        betTxId: r.transactionId,
        now: at(61),
      });
    });
    const shown = (await vipOf(p))?.benefits?.rebate;
    expect(shown).toEqual({ period: 'week', periodStart: '2026-03-29T17:00:00.000Z', periodEnd: WEEK_END.toISOString(), turnover: 60_000 });

    // the week has not ended: nothing yet
    await payVipBenefits(t.app.db, tenants(), at(62));
    expect((await payments(p)).filter((r) => r.kind === 'rebate')).toEqual([]);

    // after the week (Monday local): 600.00 × 0.2 % = 1.20, the rank held at the week's end (VIP1: 1,599.00 turnover)
    const monday = new Date(WEEK_END.getTime() + 60_000);
    const before = await main(p);
    await Promise.all([payVipBenefits(t.app.db, tenants(), monday), payVipBenefits(t.app.db, tenants(), monday)]);
    await payVipBenefits(t.app.db, tenants(), new Date(monday.getTime() + 86_400_000));
    expect(await main(p)).toBe(before + 120);
    expect((await payments(p)).filter((r) => r.kind === 'rebate').map((r) => [r.occasion, r.amount])).toEqual([
      ['2026-03-29T17:00:00.000Z', '120'],
    ]);

    // the brand switches to a daily rebate: the days of the week already paid are not paid again
    const royal = t.app.tenants.get('royal');
    if (!royal?.vip) throw new Error('no royal vip');
    const daily = { ...royal, vip: { ...royal.vip, rebatePeriod: 'day' as const } };
    await payVipBenefits(t.app.db, [daily], monday);
    expect((await payments(p)).filter((r) => r.kind === 'rebate')).toHaveLength(1);
  });

  it('rounds down and looks back over a bounded number of periods', () => {
    expect(rebateOf(60_000, 0.2)).toBe(120);
    expect(rebateOf(999, 0.2)).toBe(1);
    expect(rebateOf(499, 0.2)).toBe(0);
    const royal = t.app.tenants.get('royal');
    if (!royal) throw new Error('no royal');
    const periods = endedRebatePeriods(royal, new Date(WEEK_END.getTime() + 1));
    expect(periods.map((x) => x.end.toISOString())).toEqual(['2026-03-29T17:00:00.000Z', WEEK_END.toISOString()]);
  });
});

describe('VIP birthday bonus', () => {
  it('is paid on the brand-local birthday, once a year, at the rank of that day', async () => {
    // 1 April 08:00 local in royal; a VIP1 player born on 1 April
    const now = at(0);
    const p = await player(t.app, now);
    await t.app.db.query('UPDATE members SET birthday = $2 WHERE id = $1', [p.member.id, '1990-04-01']);
    await depositedAndPlayed(p, 10_000, 10_000, now);
    await depositedAndPlayed(p, 40_000, 40_000, now);
    const before = await main(p);
    await payVipBenefits(t.app.db, tenants(), at(5));
    await payVipBenefits(t.app.db, tenants(), at(600));
    expect((await payments(p)).map((r) => [r.kind, r.occasion, r.amount])).toEqual([
      ['upgrade', 'VIP1', '500'],
      ['birthday', '2026', '1000'],
    ]);
    expect(await main(p)).toBe(before + 500 + 1_000);
    expect(birthdaysOn(new Date('2027-02-28T12:00:00Z'), 0).days).toEqual(['02-28', '02-29']);
    expect(birthdaysOn(new Date('2028-02-28T12:00:00Z'), 0).days).toEqual(['02-28']);
  });
});

describe('responsible gambling and flags', () => {
  it('an excluded player gets nothing: the benefit is withheld for good', async () => {
    const now = at(0);
    const p = await player(t.app, now);
    await depositedAndPlayed(p, 10_000, 50_000, now);
    await t.app.db.query(
      `INSERT INTO rg_exclusions (tenant_id, member_id, kind, started_at, ends_at, created_by) VALUES ('royal', $1, 'timeout', $2, $3, 'test')`,
      [p.member.id, now, at(60)],
    );
    const before = await main(p);
    expect((await payVipBenefits(t.app.db, tenants(), at(1))).withheld).toBeGreaterThanOrEqual(1);
    await payVipBenefits(t.app.db, tenants(), at(120)); // after the time-out: still not paid
    expect(await main(p)).toBe(before);
    expect(await payments(p)).toEqual([{ kind: 'upgrade', occasion: 'VIP1', amount: '0', withheld: true, tx_id: null }]);
  });

  it('a brand with VIPBEN3 off (lotus) pays no benefit', async () => {
    const now = at(0);
    const p = await player(t.app, now, 'lotus');
    await depositedAndPlayed(p, 100_000_000, 100_000_000, now);
    await payVipBenefits(t.app.db, tenants(), at(1));
    expect(await payments(p)).toEqual([]);
  });
});

describe('the withdrawal rule and the operators', () => {
  it('a VIP bonus and a mission reward must be staked before a withdrawal', async () => {
    const now = at(0);
    const p = await player(t.app, now);
    await depositedAndPlayed(p, 10_000, 50_000, now);
    const required = async () => (await turnoverOf(t.app.db, 'royal', p.member.id, 0)).required;
    expect(await required()).toBe(0);
    await payVipBenefits(t.app.db, tenants(), at(1));
    expect(await required()).toBe(500);
    // royal's weekly-deposit mission (100.00 deposited this week) pays 5.00, to be staked once
    const claim = await memberCall(t.app, p, 'claimMission', { body: { missionId: 'weekly-deposit' } });
    expect(claim.json().success).toBe(true);
    expect(await required()).toBe(1_000);
  });

  it('one payment that fails rolls back alone: the others are paid, the failed one on a later run', async () => {
    const now = at(0);
    const [a, b] = [await player(t.app, now), await player(t.app, now)];
    for (const p of [a, b]) {
      await depositedAndPlayed(p, 10_000, 50_000, now);
    }
    // a fault in the database for a's payment only (a check that fails inside its transaction)
    const before = await main(a);
    await whileInsertsFail(t.app.db, { table: 'vip_benefit_payments', when: `NEW.member_id = ${a.member.id}` }, async () => {
      const r = await payVipBenefits(t.app.db, tenants(), now);
      expect(r.failed).toBe(1);
      expect(r.errors[0]).toMatch(new RegExp(`royal upgrade VIP1 member ${a.member.id}: .*test fault`));
      expect((await payments(b)).map((x) => x.occasion)).toEqual(['VIP1']);
      expect(await payments(a)).toEqual([]);
      expect(await main(a), 'nothing written for the failed one').toBe(before);
    });
    const again = await payVipBenefits(t.app.db, tenants(), now);
    expect(again.failed).toBe(0);
    expect((await payments(a)).map((x) => x.occasion)).toEqual(['VIP1']);
    expect(await main(a)).toBeGreaterThan(before);
  });

  it('npm run ops -- vip pay and POST /ops/api/.../vip/pay run the pay run', async () => {
    const now = at(0);
    const p = await player(t.app, now);
    await depositedAndPlayed(p, 10_000, 50_000, now);
    const ctx = opsContextOf(t.app);
    expect(await runCommand(['vip', 'pay', 'royal'], ctx)).toMatch(/^VIP benefits on royal: \d+ paid \(\d+ upgrade/);
    expect((await payments(p)).map((r) => r.occasion)).toEqual(['VIP1']);
    await expect(runCommand(['vip', 'pay', 'nowhere'], ctx)).rejects.toThrow(/Unknown tenant/);

    const q = await player(t.app, now);
    await depositedAndPlayed(q, 10_000, 50_000, now);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/api/tenants/royal/vip/pay',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.json()).toMatchObject({ success: true, value: { paid: 1, byKind: { upgrade: 1 } } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/ops/api/tenants/royal/vip/pay', headers: { authorization: `Bearer ${TOKEN}` } })).json(),
    ).toMatchObject({ value: { paid: 0 } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/ops/api/tenants/nowhere/vip/pay', headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/ops/api/vip/pay' })).statusCode).toBe(401);
  });
});
