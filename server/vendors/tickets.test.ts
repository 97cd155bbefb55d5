/**
 * Scheduled events with a moved clock: a bet on a draw is debited when placed, settled once when
 * the draw comes (also after the session ended), cancellable before betting closes; the draw
 * recomputes from the event's revealed seed.
 */
import { describe, expect, it } from 'vitest';
import { memberById } from '../accounts/members';
import { startSession } from '../accounts/sessions';
import { walletCall } from '../wallet/test/session';
import { sweep } from './plugin';
import { sessionOf } from './sessions';
import { gameState } from './state';
import { vendorTestApp } from './test/app';
import { mainBalance, playerInGame, vendorDeps } from './test/fixtures';
import { cancelTicket } from './ticket-cancel';
import { placeTicket } from './tickets';
import { verifyEvent } from './verify';

const t = vendorTestApp();

// The vendor's clock starts at the real minute: the operator side (the app) checks its seamless
// sessions against its own real clock, so a fixed date would expire them as the calendar moves on.
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);

describe('scheduled events and tickets', () => {
  it('a lottery bet settles once after the draw and the draw verifies from its revealed seed', async () => {
    const clock = { now: T0 };
    const deps = await vendorDeps(t.app, clock);
    const p = await playerInGame(t.app, { gameType: 'ELOTT', gameCode: 'DEMO_ELOTT', balance: 10_000 }, T0);
    const session = await sessionOf(deps, p.token);
    const state = await gameState(deps, session);
    const event = (state.events as { index: number; eventId: string; serverSeedHash: string }[])[0];
    if (!event) throw new Error('no open draw');
    const ticket = await placeTicket(deps, session, 1_000, [{ eventIndex: event.index, market: 'size', pick: 'big' }]);
    expect(ticket.balance).toBe(9_000);
    await sweep(deps);
    expect(await mainBalance(t.app, p.memberId)).toBe(9_000);

    clock.now = new Date(T0.getTime() + 61_000);
    await sweep(deps);
    await sweep(deps);
    const check = await verifyEvent(deps, event.eventId);
    expect(check).toMatchObject({ drawn: true, hashMatches: true, resultMatches: true, serverSeedHash: event.serverSeedHash });
    const digits = (check.result as { digits: number[] }).digits;
    const big = digits.reduce((a, b) => a + b, 0) >= 23;
    expect(await mainBalance(t.app, p.memberId)).toBe(big ? 9_000 + Math.round(1_000 * 1.94) : 9_000);
    const [order] = await t.app.db.query<{ status: string; win: string }>('SELECT status, win::text FROM bet_orders WHERE member_id = $1', [
      p.memberId,
    ]);
    expect(order).toEqual({ status: 'settled', win: big ? '1940' : '0' });
    const opened = await t.app.inject({ method: 'GET', url: '/vendors/DEMO/api/results/ELOTT/DEMO_ELOTT' });
    expect(opened.json().value[0]).toMatchObject({ eventId: event.eventId, result: { digits }, serverSeedHash: event.serverSeedHash });
  });

  it('a sports accumulator pays the product of the odds; a cancelled bet gets its stake back', async () => {
    const clock = { now: T0 };
    const deps = await vendorDeps(t.app, clock);
    const p = await playerInGame(t.app, { gameType: 'SPORTS', gameCode: 'DEMO_SPORTS', balance: 10_000 }, T0);
    const session = await sessionOf(deps, p.token);
    const events = (await gameState(deps, session)).events as { index: number; selections: { market: string; pick: string }[] }[];
    expect(events.length).toBe(3);
    const legs = events.slice(0, 2).map((e) => ({ eventIndex: e.index, market: e.selections[0]?.market ?? '', pick: 'home' }));
    const acc = await placeTicket(deps, session, 1_000, legs);
    const single = await placeTicket(deps, session, 500, [legs[1]]);
    expect(await mainBalance(t.app, p.memberId)).toBe(8_500);
    const cancelled = await cancelTicket(deps, session, single.ticketId);
    expect(cancelled.balance).toBe(9_000);
    await expect(cancelTicket(deps, session, single.ticketId)).rejects.toMatchObject({ code: 'BAD_TICKET' });

    await t.app.db.query(`UPDATE seamless_sessions SET expires_at = $1 WHERE member_id = $2`, [T0, p.memberId]);
    clock.now = new Date(T0.getTime() + 3 * 120_000);
    await sweep(deps);
    const ticket = (
      await t.app.db.query<{ status: string; win: string }>('SELECT status, win::text FROM vendor_tickets WHERE id = $1', [acc.ticketId])
    )[0];
    expect(['won', 'lost']).toContain(ticket?.status);
    expect(Number(ticket?.win)).toBe(ticket?.status === 'won' ? Math.round(1_000 * acc.odds) : 0);
    expect(await mainBalance(t.app, p.memberId)).toBe(9_000 + Number(ticket?.win));
  });

  it('a bet the player cancels from the betting records settles as cancelled at the vendor: refunded once, never paid, no endless retries', async () => {
    // now, not T0: the operator asks the in-process vendor, whose clock is the real one, and on a
    // slow machine T0 (taken when the file loaded) may already be a minute old
    const start = new Date();
    const clock = { now: start };
    const deps = await vendorDeps(t.app, clock);
    const p = await playerInGame(t.app, { gameType: 'ELOTT', gameCode: 'DEMO_ELOTT', balance: 10_000 }, start);
    const session = await sessionOf(deps, p.token);
    // the draw furthest ahead: the operator asks the in-process vendor, whose clock is the real one
    const events = (await gameState(deps, session)).events as { index: number }[];
    const event = events[events.length - 1];
    if (!event) throw new Error('no open draw');
    const ticket = await placeTicket(deps, session, 1_000, [{ eventIndex: event.index, market: 'size', pick: 'big' }]);
    const member = await memberById(t.app.db, p.memberId);
    if (!member) throw new Error('no member');
    const player = { brand: 'royal', token: await startSession(t.app.db, member, start) };
    const [order] = (await walletCall(t.app, player, 'orders')).json().value.list;
    expect(order).toMatchObject({ status: 'open', cancellable: true });
    const cancelled = (await walletCall(t.app, player, 'cancelSuborder', { body: { orderId: order.orderId } })).json();
    expect(cancelled, JSON.stringify(cancelled)).toMatchObject({ value: { status: 'cancelled' } });
    expect(await mainBalance(t.app, p.memberId)).toBe(10_000);

    clock.now = new Date(start.getTime() + 121_000);
    await sweep(deps);
    await sweep(deps);
    const [row] = await t.app.db.query<{ status: string; win: string }>('SELECT status, win::text FROM vendor_tickets WHERE id = $1', [
      ticket.ticketId,
    ]);
    expect(row).toEqual({ status: 'cancelled', win: '0' });
    expect(await mainBalance(t.app, p.memberId)).toBe(10_000);
  });

  it('refuses a bet once betting on the event has closed', async () => {
    const clock = { now: new Date(T0.getTime() + 25_000) };
    const deps = await vendorDeps(t.app, clock);
    const p = await playerInGame(t.app, { gameType: 'LIVE', gameCode: 'DEMO_BACCARAT', balance: 10_000 }, clock.now);
    const session = await sessionOf(deps, p.token);
    const current = Math.floor(clock.now.getTime() / 30_000);
    await expect(placeTicket(deps, session, 1_000, [{ eventIndex: current, market: 'winner', pick: 'banker' }])).rejects.toMatchObject({
      code: 'BETS_CLOSED',
    });
    expect(await mainBalance(t.app, p.memberId)).toBe(10_000);
  });
});
