/**
 * Blackjack hands against the real operator side: the deal and a double are two bets of one round
 * (one betting record with both stakes), the win is credited once, a refused double changes
 * nothing, a repeated move is refused, a wallet that stops answering voids the hand with its stakes
 * rolled back, and a played hand recomputes from the revealed seed and its actions.
 */
import { describe, expect, it } from 'vitest';
import { basicStrategy, replayHand, total } from './engines/blackjack';
import type { Card } from './engines/cards';
import { dealHand, settleAbandonedHands } from './hand-rounds';
import { SESSION_HEADER } from './plugin';
import { SeamlessUnavailable } from './seamless-client';
import { rotateSeed } from './seeds';
import { sessionOf } from './sessions';
import { vendorTestApp } from './test/app';
import { mainBalance, playerInGame, vendorDeps } from './test/fixtures';
import { verifyRound } from './verify';

const t = vendorTestApp();

type HandAnswer = {
  roundId: string;
  stake: number;
  win: number;
  balance: number;
  hand: { done: boolean; doubled: boolean; actions: string[]; player: Card[]; dealer: Card[]; multiplier: number; outcome: string | null };
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
};

const orders = (memberId: number) =>
  t.app.db.query<{ stake: string; win: string; status: string }>(
    'SELECT stake::text, win::text, status FROM bet_orders WHERE member_id = $1 ORDER BY id',
    [memberId],
  );

async function api(token: string, url: string, payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url, headers: { [SESSION_HEADER]: token }, payload: payload as object });
  return { status: res.statusCode, body: res.json() as { code: string; value: HandAnswer } };
}

/** deals until a hand is in play (a natural settles at once) */
async function dealInPlay(token: string, stake: number): Promise<HandAnswer> {
  for (let i = 0; i < 30; i++) {
    const res = await api(token, '/vendors/api/hand/deal', { stake });
    expect(res.status).toBe(200);
    if (!res.body.value.hand.done) return res.body.value;
  }
  throw new Error('no hand in play after 30 deals');
}

describe('the blackjack rules', () => {
  const cards = (...ranks: number[]) => {
    let i = 0;
    return { float: () => 0, int: (n: number) => (n === 13 ? (ranks[i++] ?? 2) - 1 : 0), weighted: () => 0 };
  };

  it('pays a natural 3:2, stands the dealer on soft 17 and counts a double twice', () => {
    // deal order: player, dealer, player, dealer
    expect(replayHand(cards(1, 9, 13, 7), [])).toMatchObject({ done: true, outcome: 'blackjack', multiplier: 2.5 });
    // player 10+8 = 18 stands; dealer A+6 = soft 17 stands: player wins
    expect(replayHand(cards(10, 1, 8, 6), ['stand'])).toMatchObject({ done: true, outcome: 'win', multiplier: 2, dealerTotal: 17 });
    // player 6+5 doubles, draws a 10 = 21; dealer 10+7 = 17: a win on two stakes
    expect(replayHand(cards(6, 10, 5, 7, 10), ['double'])).toMatchObject({ done: true, doubled: true, outcome: 'win', multiplier: 4 });
    // a bust loses whatever the dealer has, and no action follows the end of a hand
    expect(replayHand(cards(10, 10, 6, 7, 9), ['hit'])).toMatchObject({ done: true, outcome: 'bust', multiplier: 0 });
    expect(replayHand(cards(10, 10, 6, 7, 9), ['hit', 'hit'])).toBeNull();
    expect(replayHand(cards(10, 10, 2, 7, 3), ['hit', 'double'])).toBeNull();
    // in play the dealer's hole card is not shown
    expect(replayHand(cards(10, 10, 2, 7), [])).toMatchObject({ done: false, dealer: [{ rank: 10 }], allowed: ['hit', 'stand', 'double'] });
  });

  it('the stated policy: basic strategy on a few hands', () => {
    const c = (rank: number): Card => ({ rank, suit: 0 });
    expect(basicStrategy({ player: [c(6), c(5)], dealer: [c(6)] })).toBe('double');
    expect(basicStrategy({ player: [c(10), c(6)], dealer: [c(10)] })).toBe('hit');
    expect(basicStrategy({ player: [c(10), c(3)], dealer: [c(4)] })).toBe('stand');
    expect(basicStrategy({ player: [c(1), c(7)], dealer: [c(1)] })).toBe('hit');
    expect(total([c(1), c(1), c(9)])).toEqual({ total: 21, soft: true });
  });
});

describe('blackjack hands through the page API', () => {
  it('deal, double and settle: two bets on one round, one betting record, the win credited once', async () => {
    const p = await playerInGame(t.app, { gameType: 'PVP', gameCode: 'DEMO_BJ', balance: 100_000 });
    const state = await t.app.inject({ method: 'GET', url: '/vendors/api/state', headers: { [SESSION_HEADER]: p.token } });
    expect(state.json().value).toMatchObject({ game: { engine: 'blackjack', family: 'blackjack' }, hand: null });
    const before = await mainBalance(t.app, p.memberId);
    const dealt = await dealInPlay(p.token, 1_000);
    const after = await mainBalance(t.app, p.memberId);
    expect(dealt.balance).toBe(after);
    expect(dealt.hand.dealer).toHaveLength(1);
    // the page reloads: the hand in play comes back, and dealing again resumes it
    const reloaded = await t.app.inject({ method: 'GET', url: '/vendors/api/state', headers: { [SESSION_HEADER]: p.token } });
    expect(reloaded.json().value.hand.roundId).toBe(dealt.roundId);
    expect((await api(p.token, '/vendors/api/hand/deal', { stake: 1_000 })).body.value.roundId).toBe(dealt.roundId);

    const doubled = await api(p.token, '/vendors/api/hand/action', { roundId: dealt.roundId, action: 'double', step: 0 });
    expect(doubled.status).toBe(200);
    const hand = doubled.body.value;
    expect(hand).toMatchObject({ stake: 2_000, hand: { done: true, doubled: true, actions: ['double'] } });
    expect(hand.hand.player).toHaveLength(3);
    expect(hand.win).toBe(1_000 * hand.hand.multiplier);
    expect(await mainBalance(t.app, p.memberId)).toBe(after - 1_000 + hand.win);
    expect(hand.balance).toBe(after - 1_000 + hand.win);
    const records = await orders(p.memberId);
    expect(records.at(-1)).toEqual({ stake: '2000', win: String(hand.win), status: 'settled' });
    expect(before - (await mainBalance(t.app, p.memberId))).toBe(records.reduce((sum, r) => sum + Number(r.stake) - Number(r.win), 0));

    // the same move again is refused; the hand is over
    const again = await api(p.token, '/vendors/api/hand/action', { roundId: dealt.roundId, action: 'double', step: 0 });
    expect(again).toMatchObject({ status: 409, body: { code: 'vendor.bad_hand' } });
    expect(await mainBalance(t.app, p.memberId)).toBe(after - 1_000 + hand.win);

    // provably fair: the revealed seed and the actions give the same hand
    const { revealed } = await rotateSeed(t.app.db, 'DEMO', p.playerId, 'bj-client', new Date());
    expect(revealed?.serverSeedHash).toBe(hand.fairness.serverSeedHash);
    const check = verifyRound({
      engine: 'blackjack',
      serverSeed: revealed?.serverSeed,
      clientSeed: hand.fairness.clientSeed,
      nonce: hand.fairness.nonce,
      options: { actions: hand.hand.actions },
    });
    expect(check.view).toEqual(hand.hand);
    expect(check.multiplier).toBe(hand.hand.multiplier);
  });

  it('hits and stands with a step guard: a repeated hit is refused, not dealt twice', async () => {
    const p = await playerInGame(t.app, { gameType: 'PVP', gameCode: 'DEMO_BJ', balance: 100_000 });
    let hand = await dealInPlay(p.token, 500);
    const repeated = await Promise.all([
      api(p.token, '/vendors/api/hand/action', { roundId: hand.roundId, action: 'hit', step: 0 }),
      api(p.token, '/vendors/api/hand/action', { roundId: hand.roundId, action: 'hit', step: 0 }),
    ]);
    expect(repeated.map((r) => r.status).sort()).toEqual([200, 409]);
    hand = (repeated.find((r) => r.status === 200)?.body.value ?? hand) as HandAnswer;
    expect(hand.hand.actions).toEqual(['hit']);
    if (!hand.hand.done) {
      const stood = await api(p.token, '/vendors/api/hand/action', { roundId: hand.roundId, action: 'stand', step: 1 });
      hand = stood.body.value;
    }
    expect(hand.hand.done).toBe(true);
    const records = await orders(p.memberId);
    expect(records.at(-1)).toEqual({ stake: '500', win: String(hand.win), status: 'settled' });
  });

  it('a double the balance cannot cover is refused and the hand goes on unchanged', async () => {
    const p = await playerInGame(t.app, { gameType: 'PVP', gameCode: 'DEMO_BJ', balance: 10_000 });
    let hand: HandAnswer | null = null;
    for (let i = 0; i < 30 && !hand; i++) {
      const stake = Math.ceil((await mainBalance(t.app, p.memberId)) * 0.6);
      const res = await api(p.token, '/vendors/api/hand/deal', { stake });
      if (!res.body.value.hand.done) hand = res.body.value;
    }
    if (!hand) throw new Error('no hand in play');
    const balance = await mainBalance(t.app, p.memberId);
    const refused = await api(p.token, '/vendors/api/hand/action', { roundId: hand.roundId, action: 'double' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'vendor.insufficient_funds', value: { balance } } });
    expect(await mainBalance(t.app, p.memberId)).toBe(balance);
    const stood = await api(p.token, '/vendors/api/hand/action', { roundId: hand.roundId, action: 'stand', step: 0 });
    expect(stood.body.value.hand).toMatchObject({ done: true, doubled: false, actions: ['stand'] });
  });

  it('a wallet that stops answering on the deal voids the hand and rolls the stake back', async () => {
    const p = await playerInGame(t.app, { gameType: 'PVP', gameCode: 'DEMO_BJ', balance: 5_000 });
    let failBets = true;
    const deps = await vendorDeps(t.app, { now: new Date() }, (inner) => async (path, body, headers) => {
      const res = await inner(path, body, headers);
      if (path.endsWith('/bet') && failBets) throw new Error('the answer was lost');
      return res;
    });
    const session = await sessionOf(deps, p.token);
    await expect(dealHand(deps, session, 1_000)).rejects.toThrow(SeamlessUnavailable);
    expect(await mainBalance(t.app, p.memberId)).toBe(5_000);
    expect((await orders(p.memberId)).map((o) => o.status)).toEqual(['rolled_back']);
    const [hand] = await t.app.db.query<{ status: string }>('SELECT status FROM vendor_hands WHERE session_hash = $1', [session.tokenHash]);
    expect(hand?.status).toBe('void');
    failBets = false;
    expect((await dealHand(deps, session, 1_000)).stake).toBe(1_000);
  });

  it('a hand left open when the session expires stands as it is; a double stuck half-way is voided', async () => {
    const p = await playerInGame(t.app, { gameType: 'PVP', gameCode: 'DEMO_BJ', balance: 50_000 });
    const hand = await dealInPlay(p.token, 1_000);
    const dealt = await mainBalance(t.app, p.memberId);
    const clock = { now: new Date() };
    const deps = await vendorDeps(t.app, clock);
    expect(await settleAbandonedHands(deps)).toBe(0); // the session is still on
    clock.now = new Date(Date.now() + 2 * 3_600_000);
    expect(await settleAbandonedHands(deps)).toBeGreaterThanOrEqual(1); // hands of the tests above too
    const [round] = await t.app.db.query<{ win: string; options: { actions: string[] } }>(
      'SELECT win::text, options FROM vendor_rounds WHERE round_id = $1',
      [hand.roundId],
    );
    expect(round?.options.actions).toEqual(['stand']);
    expect(await mainBalance(t.app, p.memberId)).toBe(dealt + Number(round?.win));
    expect((await orders(p.memberId)).at(-1)).toEqual({ stake: '1000', win: round?.win, status: 'settled' });
    expect(await settleAbandonedHands(deps)).toBe(0);

    const q = await playerInGame(t.app, { gameType: 'PVP', gameCode: 'DEMO_BJ', balance: 50_000 });
    const stuck = await dealInPlay(q.token, 1_000);
    const before = (await mainBalance(t.app, q.memberId)) + 1_000;
    await t.app.db.query(`UPDATE vendor_hands SET status = 'doubling', created_at = $2 WHERE round_id = $1`, [
      stuck.roundId,
      new Date(Date.now() - 120_000),
    ]);
    clock.now = new Date();
    expect(await settleAbandonedHands(deps)).toBe(1); // only the stuck double: q's session is still on
    expect(await mainBalance(t.app, q.memberId)).toBe(before);
    expect((await orders(q.memberId)).at(-1)?.status).toBe('rolled_back');
  });

  it('another game refuses a deal', async () => {
    const p = await playerInGame(t.app, { gameType: 'PVP', gameCode: 'DEMO_DT', balance: 5_000 });
    const res = await api(p.token, '/vendors/api/hand/deal', { stake: 100 });
    expect(res).toMatchObject({ status: 400, body: { code: 'vendor.bad_game' } });
  });
});
