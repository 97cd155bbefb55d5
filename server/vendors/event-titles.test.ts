/**
 * Scheduled events are named for the player: a fixture is "home vs away" with
 * team names drawn from its number, in the session's language, never a code like "match:14962968";
 * a baccarat round and a lottery draw say what they are.
 */
import { describe, expect, it } from 'vitest';
import { engineById } from './engines/catalog';
import { fixture, fixtureTitle, WINNER_MARKET } from './engines/sportsbook';
import { sessionOf } from './sessions';
import { gameState } from './state';
import { vendorTestApp } from './test/app';
import { playerInGame, vendorDeps } from './test/fixtures';
import { placeTicket } from './tickets';

const t = vendorTestApp();
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
type Event = { index: number; title: string; selections: { market: string; pick: string }[] };

describe('event titles', () => {
  it('names every fixture by two different teams, the same for every player, in en, zh and km', () => {
    for (const kind of ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const) {
      for (let index = 14_962_960; index < 14_963_000; index++) {
        const f = fixture(kind, index);
        expect(f.home).not.toBe(f.away);
        const en = fixtureTitle(kind, index, 'en');
        expect(en).toMatch(/^\S.* vs \S.*$/);
        expect(en).not.toMatch(/match|:\d/);
        const [home, away] = en.split(' vs ');
        expect(home).not.toBe(away);
        if (kind === 'SPORTS') expect(home?.split(' ')[0]).not.toBe(away?.split(' ')[0]);
        expect(fixtureTitle(kind, index, 'en')).toBe(en);
        expect(fixtureTitle(kind, index, 'zh')).toContain(' 对 ');
        expect(fixtureTitle(kind, index, 'KM')).toContain(' ទល់នឹង ');
      }
    }
    expect(fixtureTitle('SPORTS', 1, 'zh')).toMatch(/[\u4e00-\u9fff]/);
    expect(fixtureTitle('SPORTS', 1, 'km')).toMatch(/[\u1780-\u17ff]/);
    expect(fixtureTitle('COCKFIGHT', 1, 'en')).toMatch(/Rooster vs .+ Rooster$/);
    const sports = engineById('sports');
    if (sports.kind !== 'scheduled') throw new Error('sports is scheduled');
    expect(sports.markets(7, 'en').selections.every((s) => s.market === WINNER_MARKET)).toBe(true);
  });

  it('names a baccarat round and a lottery draw, not by a code', () => {
    for (const id of ['baccarat', 'lottery-LOTT', 'lottery-ELOTT', 'lottery-SEA']) {
      const engine = engineById(id);
      if (engine.kind !== 'scheduled') throw new Error(id);
      expect(engine.markets(42, 'en').title).toMatch(/^(Baccarat round|Draw) 42$/);
      expect(engine.markets(42, 'zh').title).toMatch(/[\u4e00-\u9fff].*42/);
      expect(engine.markets(42, 'km').title).toMatch(/[\u1780-\u17ff].*42/);
    }
  });

  it("the sportsbook page's events and the ticket carry the title in the session's language", async () => {
    const deps = await vendorDeps(t.app, { now: T0 });
    const p = await playerInGame(t.app, { gameType: 'SPORTS', gameCode: 'DEMO_SPORTS', balance: 10_000 }, T0);
    await t.app.db.query("UPDATE vendor_sessions SET language = 'km' WHERE player_id = $1", [p.playerId]);
    const session = await sessionOf(deps, p.token);
    const events = (await gameState(deps, session)).events as Event[];
    const event = events[0] as Event;
    expect(event.title).toBe(fixtureTitle('SPORTS', event.index, 'km'));
    expect(event.title).toMatch(/^[\u1780-\u17ff].* ទល់នឹង [\u1780-\u17ff]/);
    expect(event.selections.map((s) => s.market)).toEqual([WINNER_MARKET, WINNER_MARKET, WINNER_MARKET]);
    await placeTicket(deps, session, 500, [{ eventIndex: event.index, market: WINNER_MARKET, pick: 'home' }]);
    const tickets = (await gameState(deps, session)).tickets as { legs: { title: string }[] }[];
    expect(tickets[0]?.legs[0]?.title).toBe(event.title);
  });
});
