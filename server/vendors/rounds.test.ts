/**
 * Vendor rounds against the real operator side (signed seamless calls in-process): balances and
 * betting records change exactly once, refusals change nothing, failures roll back, free play never
 * touches the wallet, and a round recomputes from its revealed seed.
 */
import { describe, expect, it } from 'vitest';
import { playInstant, retryPendingWins } from './instant-rounds';
import { SESSION_HEADER } from './plugin';
import { rotateSeed } from './seeds';
import { sessionOf } from './sessions';
import { vendorTestApp } from './test/app';
import { mainBalance, playerInGame, vendorDeps } from './test/fixtures';
import { verifyRound } from './verify';

const t = vendorTestApp();

const orders = (memberId: number) =>
  t.app.db.query<{ stake: string; win: string; status: string; game_code: string }>(
    'SELECT stake::text, win::text, status, game_code FROM bet_orders WHERE member_id = $1 ORDER BY id',
    [memberId],
  );

describe('instant rounds through the page API', () => {
  it('a slots round debits the stake, credits the win and records the round; the page sees the balance', async () => {
    const p = await playerInGame(t.app, { gameType: 'RNG', gameCode: 'DEMO_SLOT', balance: 50_000 });
    const headers = { [SESSION_HEADER]: p.token };
    const state = await t.app.inject({ method: 'GET', url: '/vendors/api/state', headers });
    expect(state.json().value).toMatchObject({ balance: 50_000, game: { family: 'slots', gameCode: 'DEMO_SLOT' } });
    const res = await t.app.inject({ method: 'POST', url: '/vendors/api/round', headers, payload: { stake: 1_000, options: {} } });
    const round = res.json().value;
    expect(round.balance).toBe(50_000 - 1_000 + round.win);
    expect(await mainBalance(t.app, p.memberId)).toBe(round.balance);
    expect(await orders(p.memberId)).toEqual([{ stake: '1000', win: String(round.win), status: 'settled', game_code: 'DEMO_SLOT' }]);
    expect(round.fairness.serverSeedHash).toBe(state.json().value.fairness.serverSeedHash);
  });

  it('refuses a stake above the balance and changes nothing', async () => {
    const p = await playerInGame(t.app, { gameType: 'FISH', gameCode: 'DEMO_FISH', balance: 500 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/vendors/api/round',
      headers: { [SESSION_HEADER]: p.token },
      payload: { stake: 1_000, options: { target: 'shark' } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'vendor.insufficient_funds', value: { balance: 500 } });
    expect(await mainBalance(t.app, p.memberId)).toBe(500);
    expect(await orders(p.memberId)).toEqual([]);
  });

  it('the revealed seed recomputes the round shown before (provably fair)', async () => {
    const p = await playerInGame(t.app, { gameType: 'PVP', gameCode: 'DEMO_DT', balance: 10_000 });
    const deps = await vendorDeps(t.app, { now: new Date() });
    const session = await sessionOf(deps, p.token);
    const round = await playInstant(deps, session, 100, { side: 'dragon' });
    const { revealed } = await rotateSeed(t.app.db, 'DEMO', p.playerId, 'my-own-seed', new Date());
    expect(revealed?.serverSeedHash).toBe(round.fairness.serverSeedHash);
    const check = verifyRound({
      engine: 'dragon-tiger',
      serverSeed: revealed?.serverSeed,
      clientSeed: round.fairness.clientSeed,
      nonce: round.fairness.nonce,
      options: { side: 'dragon' },
    });
    expect(check.serverSeedHash).toBe(round.fairness.serverSeedHash);
    expect(check.view).toEqual(round.view);
  });

  it('rolls the stake back when the round cannot be drawn after the debit', async () => {
    const p = await playerInGame(t.app, { gameType: 'RNG', gameCode: 'DEMO_SLOT', balance: 3_000 });
    const deps = await vendorDeps(t.app, { now: new Date() });
    const session = await sessionOf(deps, p.token);
    await t.app.db.query('UPDATE vendor_seeds SET revealed_at = now() WHERE player_id = $1', [p.playerId]);
    await expect(playInstant(deps, session, 1_000, {})).rejects.toThrow();
    expect(await mainBalance(t.app, p.memberId)).toBe(3_000);
    expect((await orders(p.memberId))[0]?.status).toBe('rolled_back');
  });

  it('a win the operator did not acknowledge is delivered later, once', async () => {
    const p = await playerInGame(t.app, { gameType: 'FISH', gameCode: 'DEMO_FISH', balance: 10_000 });
    let drop = true;
    const deps = await vendorDeps(t.app, { now: new Date() }, (inner) => async (path, body, headers) => {
      if (drop && path.endsWith('/win')) throw new Error('network down');
      return inner(path, body, headers);
    });
    const session = await sessionOf(deps, p.token);
    const round = await playInstant(deps, session, 1_000, { target: 'shrimp' });
    expect(await mainBalance(t.app, p.memberId)).toBe(9_000);
    drop = false;
    expect(await retryPendingWins(deps)).toBeGreaterThanOrEqual(1);
    expect(await retryPendingWins(deps)).toBe(0);
    expect(await mainBalance(t.app, p.memberId)).toBe(9_000 + round.win);
    expect((await orders(p.memberId))[0]).toMatchObject({ status: 'settled', win: String(round.win) });
  });

  it('free play uses play money and never touches the wallet', async () => {
    const p = await playerInGame(t.app, { gameType: 'RNG', gameCode: 'DEMO_SLOT', freePlay: true, balance: 7_000 });
    const headers = { [SESSION_HEADER]: p.token };
    const res = await t.app.inject({ method: 'POST', url: '/vendors/api/round', headers, payload: { stake: 1_000, options: {} } });
    expect(res.json().value.balance).toBe(200_000 - 1_000 + res.json().value.win);
    expect(await mainBalance(t.app, p.memberId)).toBe(7_000);
    expect(await orders(p.memberId)).toEqual([]);
  });
});
