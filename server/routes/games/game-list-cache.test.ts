/**
 * Issue 25 item 4: game-list answers were cached per query with unknown vendor codes in the key,
 * so `?pageSize=200&vassalage=<all vendors>,Z<n>` made a new 83 kB entry each time, without a
 * login. The key is now normalised to what the catalogue knows and the cache is bounded by bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, type GameList, type VassalTypes } from '../../../src/contracts/games/calls';
import { buildTestApp, type TestApp } from '../../test/helper';
import { gameListCacheOf } from './catalogue-routes';
import { call, type Env } from './test-support';

const CACHE_MB = 1;
let t: TestApp;
let allVendors: string;

beforeAll(async () => {
  t = await buildTestApp({ GAME_LIST_CACHE_MB: String(CACHE_MB) });
  const types = (await call(t.app, 'royal', 'GET', GAME_PATHS.vassalTypes)).json() as Env<VassalTypes>;
  allVendors = (types.value?.vendors ?? []).map((v) => v.vassalage).join(',');
});
afterAll(() => t.close());

const list = (query: Record<string, string>, brand = 'royal') => call(t.app, brand, 'GET', GAME_PATHS.gameList, { query });
const cache = () => {
  const c = gameListCacheOf(t.app);
  if (!c) throw new Error('no game-list cache');
  return c;
};

describe('the game-list cache', () => {
  it('the attack: distinct junk vendor codes beside all vendors make no new entries', async () => {
    const first = await list({ pageSize: '200', vassalage: `${allVendors},Z0` });
    expect(first.statusCode).toBe(200);
    expect(first.body.length).toBeGreaterThan(50_000);
    const entries = cache().size;
    const bytes = cache().bytes;
    for (let n = 1; n <= 100; n++) {
      const res = await list({ pageSize: '200', vassalage: `${allVendors},Z${n}` });
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(cache().size).toBe(entries);
    expect(cache().bytes).toBe(bytes);
  });

  it('equivalent queries share one entry and one answer', async () => {
    const groups: Record<string, string>[][] = [
      // vendor codes: case, order, repeats and unknown codes do not matter
      [{ vassalage: 'PG,JILI' }, { vassalage: 'jili,pg' }, { vassalage: 'PG,JILI,PG,NOSUCH,Z9' }],
      // a new game is a new game, however asked
      [{ gameClassify: 'new' }, { isNew: '1' }, { isNew: '1', gameClassify: 'BG' }],
      // nothing matches: the same empty page
      [{ vassalage: 'Z1' }, { vassalage: 'Z2,Z3' }, { minBet: '99999999' }, { minLine: '9999' }, { gameType: 'FISH', vassalage: 'NOPE' }],
    ];
    for (const group of groups) {
      const before = cache().size;
      const answers = [];
      for (const query of group) answers.push(await list({ pageSize: '50', ...query }));
      expect(cache().size, JSON.stringify(group)).toBe(before + 1);
      expect(new Set(answers.map((a) => a.headers.etag)).size, JSON.stringify(group)).toBe(1);
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    }
    const empty = (await list({ vassalage: 'Z1', pageNo: '3' })).json() as Env<GameList>;
    expect(empty.value).toEqual({ games: [], pageNum: 3, totalPages: 0, totalCount: 0 });
  });

  it('many distinct large answers and junk searches keep the cache within its byte budget', async () => {
    const budget = CACHE_MB * 1024 * 1024;
    let sent = 0;
    for (let size = 101; size <= 200; size++) {
      const res = await list({ pageSize: String(size), vassalage: allVendors }, size % 2 ? 'royal' : 'lotus');
      sent += res.body.length;
      expect(cache().bytes).toBeLessThanOrEqual(budget);
    }
    expect(sent).toBeGreaterThan(4 * budget);
    for (let n = 0; n < 3_000; n++) await list({ gameName: `junk${n}` });
    expect(cache().bytes).toBeLessThanOrEqual(budget);
    expect(cache().size).toBeLessThanOrEqual(budget / 256);
    // the most recently used answer is still there: a repeat adds nothing
    const recent = cache().size;
    await list({ gameName: 'junk2999' });
    expect(cache().size).toBe(recent);
  });

  it('counts the compressed copies against the budget', async () => {
    const query = { pageSize: '200', gameType: 'RNG' };
    await list(query);
    const plain = cache().bytes;
    const entries = cache().size;
    await t.app.inject({ method: 'GET', url: GAME_PATHS.gameList, query, headers: { host: 'royal.localhost', 'accept-encoding': 'br' } });
    // the copy weighs: the cache grew, or (full after the tests above) older answers made room for it
    expect(cache().bytes > plain || cache().size < entries).toBe(true);
    expect(cache().bytes).toBeLessThanOrEqual(CACHE_MB * 1024 * 1024);
  });

  it('a repeated query string answers as the first time: per brand, per Language header, and a bad one fails each time', async () => {
    const query = { gameType: 'RNG', pageSize: '12', vassalage: 'pg' };
    const royal = await list(query);
    expect((await list(query)).headers.etag).toBe(royal.headers.etag);
    // the same string for another brand: that brand's view
    const lotus = await list(query, 'lotus');
    expect(lotus.statusCode).toBe(200);
    expect((await list(query, 'lotus')).headers.etag).toBe(lotus.headers.etag);
    // the same string in another language (the header is read on every request)
    const inChinese = (lang: string) =>
      t.app.inject({ method: 'GET', url: GAME_PATHS.gameList, query, headers: { host: 'royal.localhost', language: lang } });
    const zh = await inChinese('CN');
    expect(zh.statusCode).toBe(200);
    expect((await inChinese('CN')).headers.etag).toBe(zh.headers.etag);
    expect((await inChinese('XX')).statusCode).toBe(400);
    // a bad query is refused every time it comes
    for (let n = 0; n < 2; n++) expect((await list({ pageSize: '0' })).statusCode).toBe(400);
  });
});
