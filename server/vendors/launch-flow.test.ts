/**
 * From the lobby's launch to a played round, all over HTTP: launchGame → the vendor page opens its
 * session with the one-time token (seamless authenticate redeems it) → a round or a bet in every
 * category moves the main wallet and writes the betting record; a trial member plays free.
 */
import { describe, expect, it } from 'vitest';
import { GAME_PATHS, type GameList, type LaunchResult } from '../../src/contracts/games/calls';
import { call, type Env, player } from '../routes/games/test-support';
import { fund } from '../wallet/test/fixtures';
import { SESSION_HEADER } from './plugin';
import { vendorTestApp } from './test/app';
import { mainBalance } from './test/fixtures';

const t = vendorTestApp();

type Game = { nodeId: number; vassalage: string; gameCode: string };
async function firstGame(q: Record<string, string>): Promise<Game> {
  const res = await call(t.app, 'royal', 'GET', GAME_PATHS.gameList, { query: { ...q, pageSize: '1' } });
  const game = (res.json() as Env<GameList>).value?.games[0] as Game | undefined;
  if (!game) throw new Error(`no game for ${JSON.stringify(q)}`);
  return game;
}

async function open(game: Game, who: { token: string }, freePlay = false) {
  const launched = await call(t.app, 'royal', 'POST', GAME_PATHS.launch, {
    body: { nodeId: game.nodeId, freePlay, language: 'EN' },
    token: who.token,
  });
  const url = (launched.json() as Env<LaunchResult>).value?.url ?? '';
  const launch = new URL(url, 'http://x').searchParams.get('launch');
  const opened = await t.app.inject({ method: 'POST', url: `/vendors/${game.vassalage}/api/session`, payload: { launch } });
  const sessionToken = opened.json().value?.sessionToken as string;
  return { headers: { [SESSION_HEADER]: sessionToken }, launch };
}

const INSTANT: [string, Record<string, string>, Record<string, unknown>][] = [
  ['slots', { gameType: 'RNG', vassalage: 'PG' }, {}],
  ['fishing', { gameType: 'FISH' }, { target: 'puffer' }],
  ['cards', { gameType: 'PVP' }, { side: 'tiger' }],
];

describe('a launched game plays against the wallet', () => {
  for (const [family, query, options] of INSTANT) {
    it(`${family}: one round debits, credits and records`, async () => {
      const p = await player(t.app, 'royal');
      await fund(t.app.db, 'royal', p.id, 20_000);
      const game = await firstGame(query);
      const { headers } = await open(game, p);
      const state = await t.app.inject({ method: 'GET', url: '/vendors/api/state', headers });
      expect(state.json().value.game).toMatchObject({ family, gameCode: game.gameCode, freePlay: false });
      const round = (await t.app.inject({ method: 'POST', url: '/vendors/api/round', headers, payload: { stake: 500, options } })).json()
        .value;
      expect(await mainBalance(t.app, p.id)).toBe(20_000 - round.stake + round.win);
      const orders = await t.app.db.query<{ game_code: string; node_id: string; stake: string; status: string }>(
        'SELECT game_code, node_id, stake::text, status FROM bet_orders WHERE member_id = $1',
        [p.id],
      );
      expect(orders).toEqual([{ game_code: game.gameCode, node_id: String(game.nodeId), stake: String(round.stake), status: 'settled' }]);
    });
  }

  for (const [family, query] of [
    ['live', { gameType: 'LIVE' }],
    ['sports', { gameType: 'SPORTS' }],
    ['lottery', { gameType: 'ELOTT' }],
  ] as const) {
    it(`${family}: a bet on the next event debits the stake and opens the record`, async () => {
      const p = await player(t.app, 'royal');
      await fund(t.app.db, 'royal', p.id, 20_000);
      const { headers } = await open(await firstGame(query), p);
      const state = (await t.app.inject({ method: 'GET', url: '/vendors/api/state', headers })).json().value;
      expect(state.game.family).toBe(family);
      const event = state.events.at(-1);
      const selection = event.selections.find((s: { pick: string }) => s.pick !== '*');
      const res = await t.app.inject({
        method: 'POST',
        url: '/vendors/api/ticket',
        headers,
        payload: { stake: 700, legs: [{ eventIndex: event.index, market: selection.market, pick: selection.pick }] },
      });
      expect(res.json().value.balance).toBe(19_300);
      const [order] = await t.app.db.query<{ status: string }>('SELECT status FROM bet_orders WHERE member_id = $1', [p.id]);
      expect(order?.status).toBe('open');
    });
  }

  it('a launch token opens one session only', async () => {
    const p = await player(t.app, 'royal');
    const game = await firstGame({ gameType: 'FISH' });
    const { launch } = await open(game, p);
    const again = await t.app.inject({ method: 'POST', url: `/vendors/${game.vassalage}/api/session`, payload: { launch } });
    expect(again.statusCode).toBe(401);
  });

  it('a trial member plays free: play money moves, the wallet and the records do not', async () => {
    const p = await player(t.app, 'royal', { trial: true });
    const { headers } = await open(await firstGame({ gameType: 'FISH' }), p);
    const state = (await t.app.inject({ method: 'GET', url: '/vendors/api/state', headers })).json().value;
    expect(state.game.freePlay).toBe(true);
    const round = (
      await t.app.inject({ method: 'POST', url: '/vendors/api/round', headers, payload: { stake: 500, options: { target: 'shrimp' } } })
    ).json().value;
    expect(round.balance).toBe(state.balance - 500 + round.win);
    expect(await mainBalance(t.app, p.id)).toBe(0);
    expect(await t.app.db.query('SELECT 1 FROM bet_orders WHERE member_id = $1', [p.id])).toEqual([]);
  });
});
