import { describe, expect, it } from 'vitest';
import { GAME_PATHS, type GameList, type VassalTypes } from '../../../src/contracts/games/calls';
import { GAME_TYPES } from '../../../src/contracts/games/types';
import { clock } from '../../clock';
import { fileTestApp } from '../../test/app';
import { call, type Env } from './test-support';

const t = fileTestApp();

const list = async (brand: string, query: Record<string, string>, language?: string) => {
  const res = await call(t.app, brand, 'GET', GAME_PATHS.gameList, { query, language });
  return { status: res.statusCode, env: res.json() as Env<GameList> };
};
const types = async (brand: string) => (await call(t.app, brand, 'GET', GAME_PATHS.vassalTypes)).json() as Env<VassalTypes>;

describe('GCSGAME_gameList', () => {
  it('pages the seeded catalogue of at least 5,000 games', async () => {
    const first = await list('royal', { pageNo: '1', pageSize: '36' });
    expect(first.status).toBe(200);
    const v = first.env.value as GameList;
    expect(v.totalCount).toBeGreaterThanOrEqual(5000);
    expect(v.games).toHaveLength(36);
    expect(v.totalPages).toBe(Math.ceil(v.totalCount / 36));
    const last = (await list('royal', { pageNo: String(v.totalPages), pageSize: '36' })).env.value as GameList;
    expect(last.games.length).toBe(v.totalCount - 36 * (v.totalPages - 1));
    const beyond = (await list('royal', { pageNo: String(v.totalPages + 1) })).env.value as GameList;
    expect(beyond.games).toEqual([]);
    const second = (await list('royal', { pageNo: '2', pageSize: '36' })).env.value as GameList;
    const ids = new Set([...v.games, ...second.games].map((g) => g.nodeId));
    expect(ids.size).toBe(72);
  });

  it('filters by type, vendor, classification, new, minimum bet and lines, and name', async () => {
    const fish = (await list('royal', { gameType: 'FISH', pageSize: '200' })).env.value as GameList;
    expect(fish.totalCount).toBeGreaterThan(0);
    expect(fish.games.every((g) => g.gameType === 'FISH')).toBe(true);
    const pg = (await list('royal', { gameType: 'RNG', vassalage: 'PG', pageSize: '200' })).env.value as GameList;
    expect(pg.totalCount).toBeGreaterThan(100);
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    const buy = (await list('royal', { gameType: 'RNG', gameClassify: 'FeatureBuy', pageSize: '200' })).env.value as GameList;
    expect(buy.totalCount).toBeGreaterThan(0);
    expect(buy.games.every((g) => g.gameClassify.includes('FeatureBuy'))).toBe(true);
    const fresh = (await list('royal', { isNew: '1', pageSize: '200' })).env.value as GameList;
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const freshToo = (await list('royal', { gameClassify: 'new', pageSize: '200' })).env.value as GameList;
    expect(freshToo.totalCount).toBe(fresh.totalCount);
    const bet = (await list('royal', { gameType: 'RNG', minBet: '50', minLine: '243', pageSize: '200' })).env.value as GameList;
    expect(bet.totalCount).toBeGreaterThan(0);
    expect(bet.games.every((g) => g.minBet === 50 && g.minLine === 243)).toBe(true);
    const named = (await list('royal', { gameName: 'golden dragon', language: 'EN' })).env.value as GameList;
    expect(named.totalCount).toBeGreaterThan(0);
    expect(named.games.every((g) => g.gameName.toLowerCase().includes('golden dragon'))).toBe(true);
    const none = (await list('royal', { gameName: 'zzzz no such game' })).env.value as GameList;
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('answers in the language asked: names exist in km, zh and en', async () => {
    const q = { gameType: 'RNG', vassalage: 'PG', pageSize: '3' };
    const en = (await list('royal', { ...q, language: 'EN' })).env.value as GameList;
    const zh = (await list('royal', { ...q, language: 'CN' })).env.value as GameList;
    const km = (await list('royal', q, 'KM')).env.value as GameList;
    expect(en.games.map((g) => g.nodeId)).toEqual(zh.games.map((g) => g.nodeId));
    expect(zh.games[0]?.gameName).toMatch(/[\u4e00-\u9fff]/);
    expect(km.games[0]?.gameName).toMatch(/[\u1780-\u17ff]/);
    expect(en.games[0]?.gameName).toMatch(/^[A-Za-z' 0-9-]+$/);
  });

  it('applies the entry shortcuts as views over the base types', async () => {
    const t1 = await types('royal');
    const mapping = t1.value?.mapping ?? {};
    const bingo = (await list('royal', { gameType: 'BINGO', pageSize: '200' })).env.value as GameList;
    expect(bingo.totalCount).toBeGreaterThan(0);
    expect(bingo.games.every((g) => g.gameType === 'RNG' && g.gameClassify.includes('BG'))).toBe(true);
    const jp = (await list('royal', { gameType: 'JACKPOT', pageSize: '200' })).env.value as GameList;
    expect(jp.games.every((g) => g.gameClassify.includes('JP'))).toBe(true);
    const inhouse = (await list('royal', { gameType: 'INHOUSE', pageSize: '200' })).env.value as GameList;
    expect(new Set(inhouse.games.map((g) => g.vassalage))).toEqual(new Set(mapping.INHOUSE));
    const jl = (await list('royal', { gameType: 'JL', pageSize: '200' })).env.value as GameList;
    expect(jl.totalCount).toBeGreaterThan(0);
    expect(jl.games.every((g) => g.vassalage === 'JL' && g.gameType === 'RNG')).toBe(true);
    const esports = (await list('royal', { gameType: 'ESPORTS' })).env.value as GameList;
    expect(esports.games.map((g) => g.vassalage).sort()).toEqual([...(mapping.ESPORTS ?? [])].sort());
    const sports = (await list('royal', { gameType: 'SPORTS' })).env.value as GameList;
    expect(sports.games.map((g) => g.vassalage).sort()).toEqual([...(mapping.SPORTS ?? [])].sort());
    expect(mapping.SPORTS).not.toContain('SV388');
    for (const code of ['PG', 'JDB']) expect(mapping.RNG).toContain(code);
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA']) expect(mapping.LOTT).toContain(code);
  });

  it('refuses bad parameters with request.invalid naming the field, never a 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ pageNo: '0' }, 'pageNo'],
      [{ pageNo: 'x' }, 'pageNo'],
      [{ pageSize: '201' }, 'pageSize'],
      [{ gameType: 'CARDS' }, 'gameType'],
      [{ gameClassify: 'XX' }, 'gameClassify'],
      [{ minBet: '-1' }, 'minBet'],
      [{ isNew: 'yes' }, 'isNew'],
      [{ vassalage: 'PG;DROP' }, 'vassalage'],
      [{ platform: 'pc' }, 'platform'],
      [{ gameName: 'x'.repeat(61) }, 'gameName'],
    ];
    for (const [query, field] of cases) {
      const r = await list('royal', query);
      expect(r.status, field).toBe(400);
      expect(r.env.code).toBe('request.invalid');
      expect(r.env.message).toContain(field);
    }
  });
});

describe('per-brand catalogue', () => {
  it('hides the vendors and game types a brand file names', async () => {
    const royal = (await types('royal')).value as VassalTypes;
    const tiger = (await types('tiger')).value as VassalTypes;
    const lotus = (await types('lotus')).value as VassalTypes;
    expect(royal.mapping.COCKFIGHT).toEqual(['SV388', 'WS168']);
    expect(tiger.mapping.COCKFIGHT).toBeUndefined();
    expect(tiger.vendors.map((v) => v.vassalage)).not.toContain('SV388');
    expect((await list('tiger', { gameType: 'COCKFIGHT' })).env.value?.totalCount).toBe(0);
    expect((await list('tiger', { vassalage: 'SV388' })).env.value?.totalCount).toBe(0);
    expect((await list('royal', { vassalage: 'SV388' })).env.value?.totalCount).toBe(1);
    expect(lotus.vendors.map((v) => v.vassalage)).not.toContain('SPADE');
    expect((await list('lotus', { vassalage: 'SPADE' })).env.value?.totalCount).toBe(0);
    expect((await list('royal', { vassalage: 'SPADE' })).env.value?.totalCount).toBeGreaterThan(0);
  });

  it('gives vendors, the type mapping, the sorting list with HOT and FAV first, counts and filter options', async () => {
    const royal = (await types('royal')).value as VassalTypes;
    for (const type of GAME_TYPES) expect(royal.mapping[type]?.length, type).toBeGreaterThan(0);
    expect(royal.sorting.slice(0, 2).map((s) => s.gameCategory)).toEqual(['HOT', 'FAV']);
    expect(royal.sorting.find((s) => s.gameCategory === 'RNG')?.vendorNames[0]).toEqual({ vassalage: 'PG', isHot: 1 });
    const pg = royal.vendors.find((v) => v.vassalage === 'PG');
    expect(pg).toMatchObject({
      displayName: 'PG Soft',
      gameType: 'RNG',
      mobileLargeIcon: '/game-art/vendors/PG-WHITE.svg',
      img: '/game-art/vendors/PG-BLACK.svg',
    });
    expect(pg?.gameClassify.map((c) => c.key).sort()).toEqual(['BG', 'FeatureBuy', 'JP']);
    const rng = (await list('royal', { gameType: 'RNG' })).env.value as GameList;
    expect(royal.counts.RNG).toBe(rng.totalCount);
    expect(royal.filters.minBets).toContain(50);
    expect(royal.filters.minLines).toContain(243);
  });
});

describe('art', () => {
  it('serves a tile per game, WHITE and BLACK vendor icons and a default image; unknown names are 404', async () => {
    const g = ((await list('royal', { pageSize: '1' })).env.value as GameList).games[0];
    const tile = await t.app.inject({ url: g?.iconUrl ?? '' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toContain('image/svg+xml');
    expect(tile.body).toContain('<svg');
    for (const tone of ['WHITE', 'BLACK'])
      expect((await t.app.inject({ url: `/game-art/vendors/TCG_LOTTO_VN-${tone}.svg` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/game-art/default.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/game-art/vendors/NOPE-WHITE.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/game-art/tiles/NOPE_1.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/game-art/tiles/..%2Fetc.svg' })).statusCode).toBe(404);
  });
});

describe('GCSGAME_gameList answers kept per catalogue view', () => {
  it('a repeat is the same answer with its ETag (304 to it); another language or query is its own answer', async () => {
    const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: GAME_PATHS.gameList, query, headers: { host: 'royal.localhost', ...headers } });
    const q = { gameType: 'RNG', vassalage: 'pg,jdb', pageSize: '6' };
    const first = await get(q);
    const same = await get({ ...q, vassalage: 'JDB,PG' });
    expect(same.body).toBe(first.body);
    expect(same.headers.etag).toBe(first.headers.etag);
    expect((await get(q, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const zh = await get({ ...q, language: 'CN' });
    expect(zh.headers.etag).not.toBe(first.headers.etag);
    expect((zh.json() as Env<GameList>).value?.games.map((g) => g.nodeId)).toEqual(
      (first.json() as Env<GameList>).value?.games.map((g) => g.nodeId),
    );
    const next = await get({ ...q, pageNo: '2' });
    expect((next.json() as Env<GameList>).value?.pageNum).toBe(2);
    expect(next.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('ops games:seed', () => {
  it('reseeds a 10,000-game catalogue that the list serves at once', async () => {
    const { gamesSeedCommand } = await import('../../ops/commands/games-seed');
    const { opsContextOf } = await import('../../test/helper');
    await expect(gamesSeedCommand.run(['12'], opsContextOf(t.app))).rejects.toThrow(/count must be/);
    const out = await gamesSeedCommand.run(['10000'], opsContextOf(t.app));
    expect(out).toContain('Seeded 10000 games');
    // another process reseeded: this app sees it once its snapshot's recheck interval (1 s) has passed
    const later = new Date(Date.now() + 1100);
    clock.now = () => later;
    try {
      expect((await list('royal', {})).env.value?.totalCount).toBe(10000);
    } finally {
      clock.now = () => new Date();
    }
  });
});
