import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, type GameList, type LaunchResult } from '../../../src/contracts/games/calls';
import { LAUNCH_TTL_MS, redeemLaunch } from '../../games/launches';
import { buildTestApp, type TestApp } from '../../test/helper';
import { call, type Env, player } from './test-support';

let t: TestApp;
let slot: { nodeId: number; gameCode: string; vassalage: string };
let live: { nodeId: number };
beforeAll(async () => {
  t = await buildTestApp();
  const first = (q: Record<string, string>) =>
    call(t.app, 'royal', 'GET', GAME_PATHS.gameList, { query: { ...q, pageSize: '1' } }).then(
      (r) => (r.json() as Env<GameList>).value?.games[0],
    );
  const s = await first({ gameType: 'RNG', vassalage: 'PG' });
  const l = await first({ gameType: 'LIVE' });
  if (!s || !l) throw new Error('no seeded games');
  slot = s;
  live = l;
});
afterAll(() => t.close());

const launch = (brand: string, body: unknown, token?: string) => call(t.app, brand, 'POST', GAME_PATHS.launch, { body, token });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('launch') ?? '';

describe('POST /wps/game/launchGame', () => {
  it('returns the vendor play URL with a one-time launch token that redeems once', async () => {
    const p = await player(t.app, 'royal');
    const res = await launch('royal', { nodeId: slot.nodeId, language: 'EN', returnUrl: '/m/slot-games?x=1' }, p.token);
    expect(res.statusCode).toBe(200);
    const v = (res.json() as Env<LaunchResult>).value as LaunchResult;
    expect(v.url).toMatch(/^\/vendors\/PG\/play\?launch=[A-Za-z0-9_-]{43}&lang=en$/);
    expect(v.freePlay).toBe(false);
    const rows = await t.app.db.query<{ token_hash: string }>('SELECT token_hash FROM game_launches');
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenOf(v.url));
    const grant = await redeemLaunch(t.app.db, tokenOf(v.url), new Date());
    expect(grant).toEqual({
      tenantId: 'royal',
      memberId: p.id,
      vendorCode: 'PG',
      gameCode: slot.gameCode,
      nodeId: slot.nodeId,
      gameType: 'RNG',
      freePlay: false,
      language: 'en',
      returnUrl: '/m/slot-games?x=1',
    });
    expect(await redeemLaunch(t.app.db, tokenOf(v.url), new Date())).toBeNull();
    expect(await redeemLaunch(t.app.db, 'not-a-token', new Date())).toBeNull();
  });

  it('expires a launch token after 2 minutes', async () => {
    const p = await player(t.app, 'royal');
    const v = (await launch('royal', { vendor: 'PG', gameCode: slot.gameCode }, p.token)).json() as Env<LaunchResult>;
    const token = tokenOf(v.value?.url ?? '');
    expect(await redeemLaunch(t.app.db, token, new Date(Date.now() + LAUNCH_TTL_MS + 1000))).toBeNull();
    expect(await redeemLaunch(t.app.db, token, new Date())).not.toBeNull();
  });

  it('needs a session; a guest gets session.not.logged.in and nothing is written', async () => {
    const before = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_launches');
    const res = await launch('royal', { nodeId: slot.nodeId });
    expect(res.statusCode).toBe(401);
    expect((res.json() as Env).code).toBe('session.not.logged.in');
    const other = await player(t.app, 'tiger');
    expect((await launch('royal', { nodeId: slot.nodeId }, other.token)).statusCode).toBe(401);
    const after = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_launches');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('free play: member types 0, 1, 2 may; others get free_reject; trial members always play free', async () => {
    for (const type of [0, 1, 2]) {
      const p = await player(t.app, 'royal', { type });
      const v = (await launch('royal', { nodeId: slot.nodeId, freePlay: true }, p.token)).json() as Env<LaunchResult>;
      expect(v.value?.freePlay, `type ${type}`).toBe(true);
    }
    for (const type of [3, 4, 40]) {
      const p = await player(t.app, 'royal', { type });
      const res = await launch('royal', { nodeId: slot.nodeId, freePlay: true }, p.token);
      expect(res.statusCode).toBe(403);
      expect((res.json() as Env).code).toBe('free_reject');
      expect((await launch('royal', { nodeId: slot.nodeId }, p.token)).statusCode).toBe(200);
    }
    const trial = await player(t.app, 'royal', { trial: true });
    const tv = (await launch('royal', { nodeId: slot.nodeId }, trial.token)).json() as Env<LaunchResult>;
    expect(tv.value?.freePlay).toBe(true);
    const grant = await redeemLaunch(t.app.db, tokenOf(tv.value?.url ?? ''), new Date());
    expect(grant?.freePlay).toBe(true);
    const liveRes = await launch('royal', { nodeId: live.nodeId }, trial.token);
    expect((liveRes.json() as Env).code).toBe('game.free.unsupported');
  });

  it("the general launcher's fields: category, vendor, gameId (or roomId), nodeId and free-play support", async () => {
    const p = await player(t.app, 'royal');
    const general = {
      category: 'RNG',
      vendor: slot.vassalage,
      gameId: slot.gameCode,
      nodeId: slot.nodeId,
      freePlaySupported: true,
      freePlay: true,
      language: 'EN',
    };
    const res = await launch('royal', general, p.token);
    expect(res.statusCode).toBe(200);
    const grant = await redeemLaunch(t.app.db, tokenOf((res.json() as Env<LaunchResult>).value?.url ?? ''), new Date());
    expect(grant).toMatchObject({ vendorCode: 'PG', gameCode: slot.gameCode, nodeId: slot.nodeId, gameType: 'RNG', freePlay: true });
    // without nodeId: vendor + gameId, or vendor + roomId (a live room)
    const { nodeId: _n, ...byId } = general;
    expect((await launch('royal', byId, p.token)).statusCode).toBe(200);
    const { gameId, ...rest } = byId;
    expect((await launch('royal', { ...rest, roomId: gameId }, p.token)).statusCode).toBe(200);
    // a view over the game's type (BINGO, JACKPOT, JL ... over RNG) is its category too
    expect((await launch('royal', { ...general, category: 'BINGO' }, p.token)).statusCode).toBe(200);
    // a category or vendor that is not the game's finds no game
    expect((await launch('royal', { ...general, category: 'LIVE' }, p.token)).json()).toMatchObject({ code: 'game.not.found' });
    expect((await launch('royal', { ...general, vendor: 'JDB' }, p.token)).json()).toMatchObject({ code: 'game.not.found' });
    // the query form of GCS_gameLaunchFB carries them as strings
    const q = { category: 'RNG', vendor: slot.vassalage, gameId: slot.gameCode, nodeId: String(slot.nodeId), freePlaySupported: 'true' };
    expect((await call(t.app, 'royal', 'GET', GAME_PATHS.launchFB, { query: q, token: p.token })).statusCode).toBe(200);
    for (const body of [
      { ...general, category: 'CASINO' },
      { ...general, gameId: 'a b' },
      { ...general, freePlaySupported: 'maybe' },
    ]) {
      const bad = await launch('royal', body, p.token);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect((bad.json() as Env).code).toBe('request.invalid');
    }
  });

  it('GCS_gameLaunchFB launches the same way from a query', async () => {
    const p = await player(t.app, 'royal');
    const res = await call(t.app, 'royal', 'GET', GAME_PATHS.launchFB, {
      query: { nodeId: String(slot.nodeId), freePlay: 'true' },
      token: p.token,
    });
    expect((res.json() as Env<LaunchResult>).value?.url).toMatch(/^\/vendors\/PG\/play\?launch=/);
  });

  it('refuses unknown or hidden games and bad bodies', async () => {
    const p = await player(t.app, 'tiger');
    const cockfight = (
      await call(t.app, 'royal', 'GET', GAME_PATHS.gameList, { query: { gameType: 'COCKFIGHT' } })
    ).json() as Env<GameList>;
    const hidden = cockfight.value?.games[0]?.nodeId;
    expect((await launch('tiger', { nodeId: hidden }, p.token)).json()).toMatchObject({ code: 'game.not.found' });
    expect((await launch('tiger', { nodeId: 99_999_999 }, p.token)).json()).toMatchObject({ code: 'game.not.found' });
    for (const body of [
      { nodeId: 'x' },
      { nodeId: slot.nodeId, returnUrl: 'https://evil.example/' },
      { nodeId: slot.nodeId, prizeMode: 'BIG' },
    ]) {
      const res = await launch('tiger', body, p.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as Env).code).toBe('request.invalid');
    }
  });
});
