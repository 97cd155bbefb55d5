import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RankProgressResponseSchema, vipProgress } from '../../../src/contracts/account/member';
import { envelope } from '../../../src/contracts/envelope';
import { ClaimMissionValueSchema, MissionsValueSchema } from '../../../src/contracts/member/missions';
import { VipValueSchema } from '../../../src/contracts/member/vip';
import { memberCall, playRound, player } from '../../member/test/session';
import { post } from '../../rg/test/play';
import { clockFrom } from '../../test/clock';
import { buildTestApp, type TestApp } from '../../test/helper';
import { getBalances } from '../../wallet/balances';

let t: TestApp;
// royal's missions run on UTC+7 (tenants/royal.json): 01:00 UTC is 08:00 local on Wednesday 1 April
const T0 = new Date('2026-04-01T01:00:00Z');
const at = clockFrom(T0);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const vipOf = async (res: { json(): unknown }) => v.parse(envelope(VipValueSchema), res.json()).value;
const missionsOf = async (res: { json(): unknown }) => v.parse(envelope(MissionsValueSchema), res.json()).value;

/** The figures recomputed straight from the postings, independent of the server's code. */
async function ledgerFigures(memberId: number): Promise<{ deposits: number; turnover: number }> {
  const rows = await t.app.db.query<{ code: string; total: string }>(
    `SELECT t.code, SUM(p.amount)::text AS total FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_transactions t ON t.id = p.transaction_id WHERE a.member_id = $1 GROUP BY t.code`,
    [memberId],
  );
  const by = (c: string) => Number(rows.find((r) => r.code === c)?.total ?? 0);
  return { deposits: by('DEPOSIT'), turnover: -by('BET') - by('ROLLBACK') - by('CANCEL') };
}

describe('VIP ranks and progress from the ledger', () => {
  it('a new player is on the first rank with nothing done; deposits and play move the rank and the progress', async () => {
    // real time: the rank-progress call belongs to the account group, which reads the real clock
    const p = await player(t.app, new Date());
    const fresh = await vipOf(await memberCall(t.app, p, 'vip'));
    expect(fresh).toMatchObject({ labelId: 'VIP0', nextLabelId: 'VIP1', figures: { deposits: 0, turnover: 0 }, progress: 0 });
    expect(fresh?.ranks.map((r) => r.labelId)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4']);

    // royal VIP1 needs 100.00 deposits and 500.00 turnover
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 10_000, new Date());
    await post(t.app.db, 'royal', p.member.id, 'WIN', 50_000, new Date()); // funds to play with: a win is no turnover
    await playRound(t.app, 'royal', p.member.id, 15_000, new Date());
    const mid = await vipOf(await memberCall(t.app, p, 'vip'));
    expect(mid).toMatchObject({ labelId: 'VIP0', figures: await ledgerFigures(p.member.id), progress: 0.65 });
    const progress = v.parse(
      RankProgressResponseSchema,
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/member/rank/progress',
          headers: { host: 'royal.localhost', authorization: p.token },
        })
      ).json(),
    ).value;
    expect(progress).toEqual({
      playerRankProgress: { labelId: 'VIP0', nextLabelId: 'VIP1' },
      currentProgress: { completedConditions: 130, totalExpectedConditions: 200 },
    });
    expect(vipProgress(progress)).toBe(0.65);

    await playRound(t.app, 'royal', p.member.id, 35_000, new Date());
    const up = await vipOf(await memberCall(t.app, p, 'vip'));
    expect(up).toMatchObject({ labelId: 'VIP1', nextLabelId: 'VIP2', figures: { deposits: 10_000, turnover: 50_000 } });
    expect(up?.figures).toEqual(await ledgerFigures(p.member.id));
  });

  it('a win is no turnover, a deposit no stake: figures equal the ledger recomputed', async () => {
    const p = await player(t.app, at(0));
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 5_000, at(1));
    await playRound(t.app, 'royal', p.member.id, 1_000, at(2));
    await post(t.app.db, 'royal', p.member.id, 'WIN', 3_000, at(3));
    const r = await vipOf(await memberCall(t.app, p, 'vip'));
    expect(r?.figures).toEqual({ deposits: 5_000, turnover: 1_000 });
    expect(r?.figures).toEqual(await ledgerFigures(p.member.id));
  });

  it('trial players have no rank (vipProgress 1); VIPBEN3 off refuses the overview; guests get the ladder only', async () => {
    const trial = await player(t.app, at(0), 'royal', { trial: true });
    const tv = await vipOf(await memberCall(t.app, trial, 'vip'));
    expect(tv).toMatchObject({ labelId: null, progress: 1 });
    const lotus = await player(t.app, at(0), 'lotus');
    const off = (await memberCall(t.app, lotus, 'vip')).json();
    expect(off).toMatchObject({ success: false, code: 'feature.disabled' });
    // guests see the ladder (the VIP item shows to them too), with no rank of their own
    const anon = await t.app.inject({ method: 'GET', url: '/wps/member/vip', headers: { host: 'royal.localhost' } });
    expect(anon.json()).toMatchObject({ success: true, value: { labelId: null, progress: 1, figures: { deposits: 0, turnover: 0 } } });
    expect(anon.json().value.ranks).toHaveLength(5);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/wps/member/vip',
      headers: { host: 'royal.localhost', authorization: 'not-a-token' },
    });
    expect(bad.json()).toMatchObject({ success: false, code: 'session.not.logged.in' });
    const anonLotus = await t.app.inject({ method: 'GET', url: '/wps/member/vip', headers: { host: 'lotus.localhost' } });
    expect(anonLotus.json()).toMatchObject({ success: false, code: 'feature.disabled' });
  });
});

describe('missions', () => {
  it('progress of today and this week from play and deposits; the reward is paid once, as a posting', async () => {
    const p = await player(t.app, at(0));
    const m0 = await missionsOf(await memberCall(t.app, p, 'missions'));
    expect(m0?.missions.map((m) => [m.id, m.state, m.progress])).toEqual([
      ['daily-wager', 'open', 0],
      ['daily-rounds', 'open', 0],
      ['weekly-deposit', 'open', 0],
    ]);
    // local day of 2026-04-01 in UTC+7 starts at 2026-03-31T17:00Z; the week on Monday 30 March
    expect(m0?.missions[0]).toMatchObject({ periodStart: '2026-03-31T17:00:00.000Z', periodEnd: '2026-04-01T17:00:00.000Z' });
    expect(m0?.missions[2]).toMatchObject({ periodStart: '2026-03-29T17:00:00.000Z' });

    // deposited last week (Sunday local): funds to play with, not this week's deposit
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 20_000, new Date('2026-03-29T16:00:00Z'));
    for (let i = 0; i < 10; i++) await playRound(t.app, 'royal', p.member.id, 500, at(1 + i));
    const m1 = await missionsOf(await memberCall(t.app, p, 'missions'));
    expect(m1?.missions.map((m) => [m.id, m.state, m.progress])).toEqual([
      ['daily-wager', 'claimable', 5_000],
      ['daily-rounds', 'claimable', 10],
      ['weekly-deposit', 'open', 0],
    ]);

    const before = (await getBalances(t.app.db, 'royal', p.member.id)).main;
    const claim = (await memberCall(t.app, p, 'claimMission', { body: { missionId: 'daily-wager' } })).json();
    const value = v.parse(envelope(ClaimMissionValueSchema), claim).value;
    expect(value).toMatchObject({ missionId: 'daily-wager', reward: 100, balance: before + 100 });
    const again = (await memberCall(t.app, p, 'claimMission', { body: { missionId: 'daily-wager' } })).json();
    expect(again).toMatchObject({ success: false, code: 'member.mission.claimed' });
    expect((await getBalances(t.app.db, 'royal', p.member.id)).main).toBe(before + 100);
    const promo = await t.app.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_transactions WHERE tenant_id = 'royal' AND code = 'PROMO' AND idempotency_key LIKE $1`,
      [`mission:${p.member.id}:%`],
    );
    expect(promo[0]?.n).toBe('1');

    // the next local day starts a new period: progress from zero, claimable again later
    at(17 * 60);
    const next = await missionsOf(await memberCall(t.app, p, 'missions'));
    expect(next?.missions[0]).toMatchObject({ state: 'open', progress: 0, periodStart: '2026-04-01T17:00:00.000Z' });
  });

  it('two claims at once pay once', async () => {
    const p = await player(t.app, at(0));
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 10_000, at(1));
    const both = await Promise.all([
      memberCall(t.app, p, 'claimMission', { body: { missionId: 'weekly-deposit' } }),
      memberCall(t.app, p, 'claimMission', { body: { missionId: 'weekly-deposit' } }),
    ]);
    expect(both.map((r) => r.json().success).sort()).toEqual([false, true]);
    expect((await getBalances(t.app.db, 'royal', p.member.id)).main).toBe(10_000 + 500);
  });

  it('bad claims: unknown mission, incomplete, bad body, trial, flag off; nothing is paid', async () => {
    const p = await player(t.app, at(0));
    const code = async (body: unknown, who = p) => (await memberCall(t.app, who, 'claimMission', { body })).json().code;
    expect(await code({ missionId: 'nope' })).toBe('member.mission.unknown');
    expect(await code({ missionId: 'daily-wager' })).toBe('member.mission.incomplete');
    expect(await code({ missionId: 'Bad Id!' })).toBe('request.invalid');
    expect(await code({ missionId: 'daily-wager', extra: 1 })).toBe('request.invalid');
    expect(await code({ missionId: 'daily-wager' }, await player(t.app, at(0), 'royal', { trial: true }))).toBe('member.trial');
    expect(await code({ missionId: 'daily-wager' }, await player(t.app, at(0), 'lotus'))).toBe('feature.disabled');
    const paid = await t.app.db.query('SELECT 1 FROM mission_claims WHERE member_id = $1', [p.member.id]);
    expect(paid).toHaveLength(0);
  });
});
