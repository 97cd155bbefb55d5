import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfitLossSchema } from '../../src/contracts/wallet/profit-loss';
import { runCommand } from '../ops/run';
import { buildTestApp, opsContextOf, type TestApp } from '../test/helper';
import { periodRange } from './profit-loss';
import { loggedInPlayer, type Player, walletCall } from './test/session';

let t: TestApp;
let player: Player;
let round = 0;

async function bet(o: { type: string; stake: number; win?: number; refunded?: number; status?: string; at?: Date }) {
  round += 1;
  await t.app.db.query(
    `INSERT INTO bet_orders (tenant_id, member_id, vendor_code, game_code, game_type, round_id, stake, win, refunded, status, created_at, settled_at)
     VALUES ('royal', $1, 'DEMO_SLOT', 'g', $2, $3, $4, $5, $6, $7, $8, $8)`,
    [player.member.id, o.type, `r${round}`, o.stake, o.win ?? 0, o.refunded ?? 0, o.status ?? 'settled', o.at ?? new Date()],
  );
}

async function pnl(period?: string) {
  const res = await walletCall(t.app, player, 'profitLoss', { query: period ? { period } : {} });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; value: unknown } };
}

beforeAll(async () => {
  t = await buildTestApp();
  player = await loggedInPlayer(t.app);
});
afterAll(() => t.close());

describe('personal profit and loss (PERSPNL3)', () => {
  it('periods are whole days of the brand’s time zone, ending with today', () => {
    const now = new Date('2026-03-10T20:30:00Z');
    expect(periodRange('today', now, 0)).toEqual({ from: new Date('2026-03-10T00:00:00Z'), to: new Date('2026-03-11T00:00:00Z') });
    // 20:30 UTC is 03:30 the next day at UTC+7
    expect(periodRange('today', now, 420)).toEqual({ from: new Date('2026-03-10T17:00:00Z'), to: new Date('2026-03-11T17:00:00Z') });
    expect(periodRange('yesterday', now, 0)).toEqual({ from: new Date('2026-03-09T00:00:00Z'), to: new Date('2026-03-10T00:00:00Z') });
    expect(periodRange('week', now, 0).from).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(periodRange('month', now, 0).from).toEqual(new Date('2026-02-09T00:00:00Z'));
  });

  it('sums settled bets (refunds out), wins and the net per game type; open, cancelled and rolled-back bets add nothing', async () => {
    expect(v.parse(ProfitLossSchema, (await pnl()).body.value)).toMatchObject({ bets: 0, stake: 0, win: 0, net: 0, open: 0, byType: [] });
    await bet({ type: 'RNG', stake: 1000, win: 2500 });
    await bet({ type: 'RNG', stake: 500, win: 0, refunded: 200 });
    await bet({ type: 'LIVE', stake: 3000, win: 0 });
    await bet({ type: 'LIVE', stake: 700, status: 'open' });
    await bet({ type: 'RNG', stake: 900, status: 'cancelled', refunded: 900 });
    await bet({ type: 'RNG', stake: 400, win: 400, at: new Date(Date.now() - 3 * 86_400_000) });
    const today = v.parse(ProfitLossSchema, (await pnl('today')).body.value);
    expect(today).toMatchObject({ period: 'today', bets: 3, stake: 4300, win: 2500, net: -1800, open: 1 });
    expect(today.byType).toEqual([
      { gameType: 'LIVE', bets: 1, stake: 3000, win: 0, net: -3000 },
      { gameType: 'RNG', bets: 2, stake: 1300, win: 2500, net: 1200 },
    ]);
    const week = v.parse(ProfitLossSchema, (await pnl('week')).body.value);
    expect(week).toMatchObject({ bets: 4, stake: 4700, win: 2900, net: -1800 });
  });

  it('refuses an unknown period clearly, and answers nobody without a session', async () => {
    const bad = await pnl('forever');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('request.invalid');
    const anonymous = await walletCall(t.app, { brand: 'royal' }, 'profitLoss');
    expect(anonymous.statusCode).toBe(401);
  });

  it('is closed when the brand turns PERSPNL3 off', async () => {
    await runCommand(['flag', 'royal', 'PERSPNL3', 'off'], opsContextOf(t.app));
    try {
      const off = await pnl();
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('feature.disabled');
    } finally {
      await runCommand(['flag', 'royal', 'PERSPNL3', 'reset'], opsContextOf(t.app));
    }
  });
});
