import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../accounts/sessions';
import type { Db } from '../db/types';
import { buildTestApp, type TestApp } from '../test/helper';
import { makePlayer } from '../wallet/test/fixtures';
import { checkBet, checkDeposit, isExcluded } from './checks';
import { memberExcludes } from './test/exclusion';
import { changeRule } from './rules';
import { post } from './test/play';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db;
});
afterAll(async () => {
  await t.close();
});

const T0 = new Date('2026-03-01T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const limit = (memberId: number, kind: 'deposit' | 'loss' | 'wager', period: 'day' | 'week' | 'month', amount: number | null, now = T0) =>
  db.transaction((tx) => changeRule(tx, { tenantId: 'royal', memberId, kind, period, amount, now, coolingHours: 24 }));

describe('checkDeposit', () => {
  it('refuses a deposit one unit above what the daily limit leaves, with the amount left', async () => {
    const m = await makePlayer(db);
    await limit(m.id, 'deposit', 'day', 10_000);
    await db.transaction((tx) => post(tx, 'royal', m.id, 'DEPOSIT', 6_000, later(1)));
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 4_000, later(2)))).toEqual({ ok: true });
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 4_001, later(2)))).toEqual({
      ok: false,
      code: 'rg.deposit.limit',
      refusal: { kind: 'deposit', period: 'day', left: 4_000 },
    });
    // 24 h later the day's deposits have left the rolling window
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 10_000, later(24 * 60 + 2)))).toEqual({ ok: true });
  });

  it('the tightest period wins: a weekly limit below the daily one', async () => {
    const m = await makePlayer(db);
    await limit(m.id, 'deposit', 'day', 10_000);
    await limit(m.id, 'deposit', 'week', 3_000);
    const r = await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 5_000, later(1)));
    expect(r).toMatchObject({ ok: false, refusal: { period: 'week', left: 3_000 } });
  });
});

describe('limit changes', () => {
  it('lowering applies at once; raising waits for the 24 h cooling period; removing too', async () => {
    const m = await makePlayer(db);
    await limit(m.id, 'deposit', 'day', 5_000);
    await limit(m.id, 'deposit', 'day', 2_000, later(1));
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 2_001, later(2)))).toMatchObject({
      ok: false,
      refusal: { left: 2_000 },
    });
    await limit(m.id, 'deposit', 'day', 9_000, later(3));
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 2_001, later(24 * 60 + 2)))).toMatchObject({ ok: false });
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 9_000, later(24 * 60 + 3)))).toEqual({ ok: true });
    await limit(m.id, 'deposit', 'day', null, later(24 * 60 + 4));
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 9_001, later(48 * 60 + 3)))).toMatchObject({ ok: false });
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 9_001, later(48 * 60 + 4)))).toEqual({ ok: true });
  });

  it('a lowering cancels a pending raise', async () => {
    const m = await makePlayer(db);
    await limit(m.id, 'wager', 'day', 1_000);
    await limit(m.id, 'wager', 'day', 50_000, later(1));
    await limit(m.id, 'wager', 'day', 800, later(2));
    expect(await db.transaction((tx) => checkBet(tx, 'royal', m.id, 801, later(3 * 24 * 60)))).toMatchObject({
      ok: false,
      status: 'LIMIT_REACHED',
    });
  });
});

describe('checkBet', () => {
  it('a loss limit counts stakes minus wins across vendors and both wallet models, exactly at the boundary', async () => {
    const m = await makePlayer(db);
    await db.transaction(async (tx) => {
      await post(tx, 'royal', m.id, 'DEPOSIT', 100_000, T0);
      await post(tx, 'royal', m.id, 'DEPOSIT', 5_000, T0, 'vendor:JILI');
    });
    await limit(m.id, 'loss', 'day', 5_000);
    await db.transaction(async (tx) => {
      await post(tx, 'royal', m.id, 'BET', -3_000, later(1)); // seamless, main wallet
      await post(tx, 'royal', m.id, 'WIN', 1_000, later(1));
    });
    await db.transaction((tx) => post(tx, 'royal', m.id, 'BET', -1_000, later(2), 'vendor:JILI')); // transfer wallet
    // lost 3 000 so far: 2 000 left
    expect(await db.transaction((tx) => checkBet(tx, 'royal', m.id, 2_000, later(3)))).toEqual({ ok: true });
    expect(await db.transaction((tx) => checkBet(tx, 'royal', m.id, 2_001, later(3)))).toEqual({
      ok: false,
      status: 'LIMIT_REACHED',
      refusal: { kind: 'loss', period: 'day', left: 2_000 },
    });
  });

  it('a wager limit counts every stake, won or lost', async () => {
    const m = await makePlayer(db);
    await db.transaction((tx) => post(tx, 'royal', m.id, 'DEPOSIT', 100_000, T0));
    await limit(m.id, 'wager', 'week', 10_000);
    await db.transaction(async (tx) => {
      await post(tx, 'royal', m.id, 'BET', -6_000, later(1));
      await post(tx, 'royal', m.id, 'WIN', 20_000, later(1));
    });
    expect(await db.transaction((tx) => checkBet(tx, 'royal', m.id, 4_000, later(2)))).toEqual({ ok: true });
    expect(await db.transaction((tx) => checkBet(tx, 'royal', m.id, 4_001, later(2)))).toMatchObject({
      ok: false,
      refusal: { kind: 'wager', left: 4_000 },
    });
  });

  it('past the session time limit of the live login session, bets are refused', async () => {
    const m = await makePlayer(db);
    await db.transaction((tx) => post(tx, 'royal', m.id, 'DEPOSIT', 10_000, T0));
    await startSession(db, m, T0);
    await db.transaction((tx) =>
      changeRule(tx, { tenantId: 'royal', memberId: m.id, kind: 'session', period: 'session', amount: 60, now: T0, coolingHours: 24 }),
    );
    expect(await db.transaction((tx) => checkBet(tx, 'royal', m.id, 100, later(59)))).toEqual({ ok: true });
    expect(await db.transaction((tx) => checkBet(tx, 'royal', m.id, 100, later(60)))).toEqual({
      ok: false,
      status: 'LIMIT_REACHED',
      refusal: { kind: 'session', period: null, left: 0 },
    });
  });

  it('parallel bets: no race lets the total pass the wager limit', async () => {
    const m = await makePlayer(db);
    await db.transaction((tx) => post(tx, 'royal', m.id, 'DEPOSIT', 100_000, T0));
    await limit(m.id, 'wager', 'day', 5_000);
    const bet = () =>
      db.transaction(async (tx) => {
        const r = await checkBet(tx, 'royal', m.id, 1_000, later(1));
        if (r.ok) await post(tx, 'royal', m.id, 'BET', -1_000, later(1));
        return r.ok;
      });
    const results = await Promise.all(Array.from({ length: 12 }, bet));
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});

describe('exclusion', () => {
  it('blocks deposits and bets and marketing until it ends', async () => {
    const m = await makePlayer(db);
    await memberExcludes(db, m.id, { kind: 'timeout', duration: '24h', now: T0 });
    expect(await db.transaction((tx) => checkDeposit(tx, 'royal', m.id, 1, later(1)))).toMatchObject({ ok: false, code: 'rg.excluded' });
    expect(await db.transaction((tx) => checkBet(tx, 'royal', m.id, 1, later(1)))).toMatchObject({ ok: false, status: 'USER_DISABLED' });
    expect(await isExcluded(db, 'royal', m.id, later(24 * 60 - 1))).toBe(true);
    expect(await isExcluded(db, 'royal', m.id, later(24 * 60))).toBe(false);
    expect(await isExcluded(db, 'lotus', m.id, later(1))).toBe(false);
  });

  it('the database refuses to shorten or delete one', async () => {
    const m = await makePlayer(db);
    await memberExcludes(db, m.id, { kind: 'selfExclusion', duration: '6m', now: T0 });
    await expect(db.query('UPDATE rg_exclusions SET ends_at = $2 WHERE member_id = $1', [m.id, later(1)])).rejects.toThrow(
      /only be extended/,
    );
    await expect(db.query('DELETE FROM rg_exclusions WHERE member_id = $1', [m.id])).rejects.toThrow(/never deleted/);
  });
});
