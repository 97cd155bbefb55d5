import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../src/contracts/envelope';
import { DepositAllowanceSchema, HistorySchema, RealityCheckSchema, RgStatusSchema } from '../../../src/contracts/rg/rg';
import { post } from '../../rg/test/play';
import { PASSWORD, rgCall, rgPlayer } from '../../rg/test/session';
import { clockFrom } from '../../test/clock';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
const T0 = new Date('2026-04-01T08:00:00Z');
const at = clockFrom(T0);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const status = async (res: { json(): unknown }) => v.parse(envelope(RgStatusSchema), res.json()).value;

describe('/wps/rg limits', () => {
  it('a new player has no limits; setting one shows it in force with what is used', async () => {
    const p = await rgPlayer(t.app, at(0));
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 2_500, at(1));
    const s = await status(await rgCall(t.app, p, 'setLimit', { body: { kind: 'deposit', period: 'day', amount: 10_000 } }));
    expect(s?.coolingHours).toBe(24);
    expect(s?.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toEqual({
      kind: 'deposit',
      period: 'day',
      rule: { current: 10_000, pending: null },
      used: 2_500,
    });
  });

  it('a raise is pending for 24 h of the clock, then in force', async () => {
    const p = await rgPlayer(t.app, at(0));
    await rgCall(t.app, p, 'setLimit', { body: { kind: 'loss', period: 'week', amount: 1_000 } });
    at(10);
    const s = await status(await rgCall(t.app, p, 'setLimit', { body: { kind: 'loss', period: 'week', amount: 5_000 } }));
    const rule = () => s?.limits.find((l) => l.kind === 'loss' && l.period === 'week')?.rule;
    expect(rule()).toEqual({ current: 1_000, pending: { amount: 5_000, effectiveAt: at(10 + 24 * 60).toISOString() } });
    at(10 + 24 * 60);
    const after = await status(await rgCall(t.app, p, 'status'));
    expect(after?.limits.find((l) => l.kind === 'loss' && l.period === 'week')?.rule).toEqual({ current: 5_000, pending: null });
  });

  it('bad input is a 400 with no write', async () => {
    const p = await rgPlayer(t.app, at(0));
    const res = await rgCall(t.app, p, 'setLimit', { body: { kind: 'deposit', period: 'year', amount: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.invalid');
    const rows = await t.app.db.query('SELECT 1 FROM rg_limit_changes WHERE member_id = $1', [p.member.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('/wps/rg/exclusion', () => {
  it('needs the right password; a time-out starts at once and shows in the status', async () => {
    const p = await rgPlayer(t.app, at(0));
    const wrong = await rgCall(t.app, p, 'exclude', { body: { kind: 'timeout', duration: '7d', password: 'nope-nope' } });
    expect(wrong.json()).toMatchObject({ success: false, code: 'rg.password.invalid' });
    const s = await status(await rgCall(t.app, p, 'exclude', { body: { kind: 'timeout', duration: '7d', password: PASSWORD } }));
    expect(s?.exclusion).toEqual({
      kind: 'timeout',
      startedAt: T0.toISOString(),
      endsAt: new Date(T0.getTime() + 7 * 86_400_000).toISOString(),
    });
  });

  it('a self-exclusion of 5 years cannot be replaced by a shorter time-out: refused clearly, nothing written', async () => {
    const p = await rgPlayer(t.app, at(0));
    await rgCall(t.app, p, 'exclude', { body: { kind: 'selfExclusion', duration: '5y', password: PASSWORD } });
    const res = await rgCall(t.app, p, 'exclude', { body: { kind: 'timeout', duration: '24h', password: PASSWORD } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'rg.exclusion.active',
      value: { kind: 'selfExclusion', endsAt: '2031-04-01T08:00:00.000Z' },
    });
    expect(res.json().message).toMatch(/cannot be shortened/);
    const rows = await t.app.db.query('SELECT 1 FROM rg_exclusions WHERE member_id = $1', [p.member.id]);
    expect(rows).toHaveLength(1);
    expect((await status(await rgCall(t.app, p, 'status')))?.exclusion).toMatchObject({
      kind: 'selfExclusion',
      endsAt: '2031-04-01T08:00:00.000Z',
    });
  });

  it('during a time-out, the same or a shorter one is refused; a longer one (a self-exclusion) extends it', async () => {
    const p = await rgPlayer(t.app, at(0));
    await rgCall(t.app, p, 'exclude', { body: { kind: 'timeout', duration: '7d', password: PASSWORD } });
    at(60);
    expect((await rgCall(t.app, p, 'exclude', { body: { kind: 'timeout', duration: '24h', password: PASSWORD } })).json().code).toBe(
      'rg.exclusion.active',
    );
    const s = await status(await rgCall(t.app, p, 'exclude', { body: { kind: 'selfExclusion', duration: '6m', password: PASSWORD } }));
    expect(s?.exclusion).toMatchObject({ kind: 'selfExclusion', endsAt: '2026-10-01T09:00:00.000Z' });
  });
});

describe('/wps/rg/reality-check and session limit', () => {
  it('answers time played and the net result of this session', async () => {
    const p = await rgPlayer(t.app, at(0));
    await rgCall(t.app, p, 'setSessionRules', { body: { sessionLimitMinutes: 120, realityCheckMinutes: 30 } });
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 10_000, at(1));
    await post(t.app.db, 'royal', p.member.id, 'BET', -700, at(5));
    await post(t.app.db, 'royal', p.member.id, 'WIN', 200, at(6));
    at(31);
    const body = v.parse(envelope(RealityCheckSchema), (await rgCall(t.app, p, 'realityCheck')).json());
    expect(body.value).toMatchObject({ minutesPlayed: 31, net: -500, intervalMinutes: 30, sessionLimitMinutes: 120 });
  });

  it('at the session limit the player is logged out with rg.session.limit', async () => {
    const p = await rgPlayer(t.app, at(0));
    await rgCall(t.app, p, 'setSessionRules', { body: { sessionLimitMinutes: 60, realityCheckMinutes: null } });
    at(60);
    const res = await rgCall(t.app, p, 'realityCheck');
    expect(res.json()).toMatchObject({ success: false, code: 'rg.session.limit' });
    expect((await rgCall(t.app, p, 'status')).json()).toMatchObject({ success: false, code: 'session.logged.out' });
  });
});

describe('/wps/rg/history', () => {
  it('shows deposits, stakes and net per day', async () => {
    const p = await rgPlayer(t.app, at(0));
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 10_000, at(1));
    await post(t.app.db, 'royal', p.member.id, 'BET', -1_000, at(2));
    at(90);
    const body = v.parse(envelope(HistorySchema), (await rgCall(t.app, p, 'history', { query: { period: 'day' } })).json());
    expect(body.value?.rows).toHaveLength(7);
    expect(body.value?.rows[0]).toMatchObject({ deposits: 10_000, wagered: 1_000, net: -1_000, minutesPlayed: 90 });
  });
});

describe('/wps/rg/deposit-allowance', () => {
  const allowance = async (p: Awaited<ReturnType<typeof rgPlayer>>) =>
    v.parse(envelope(DepositAllowanceSchema), (await rgCall(t.app, p, 'depositAllowance')).json()).value;

  it('is unlimited without a deposit limit, then the tightest limit less what was deposited', async () => {
    const p = await rgPlayer(t.app, at(0));
    expect(await allowance(p)).toEqual({ excluded: false, left: null, period: null });
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 2_500, at(1));
    await rgCall(t.app, p, 'setLimit', { body: { kind: 'deposit', period: 'week', amount: 20_000 } });
    await rgCall(t.app, p, 'setLimit', { body: { kind: 'deposit', period: 'day', amount: 10_000 } });
    expect(await allowance(p)).toEqual({ excluded: false, left: 7_500, period: 'day' });
    await post(t.app.db, 'royal', p.member.id, 'DEPOSIT', 7_500, at(2));
    expect(await allowance(p)).toEqual({ excluded: false, left: 0, period: 'day' });
    at(24 * 60 + 3);
    expect(await allowance(p)).toEqual({ excluded: false, left: 10_000, period: 'day' });
  });

  it('is nothing during a time-out, and needs a session', async () => {
    const p = await rgPlayer(t.app, at(0));
    await rgCall(t.app, p, 'exclude', { body: { kind: 'timeout', duration: '24h', password: PASSWORD } });
    expect(await allowance(p)).toEqual({ excluded: true, left: 0, period: null });
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/rg/deposit-allowance', headers: { host: 'royal.localhost' } });
    expect(anonymous.json().success).toBe(false);
  });
});
