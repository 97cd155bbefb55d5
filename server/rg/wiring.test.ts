/** The rg checks where other modules call them: game launch (issue 9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, type GameList } from '../../src/contracts/games/calls';
import { call, type Env, player } from '../routes/games/test-support';
import { buildTestApp, type TestApp } from '../test/helper';
import { startExclusion } from './exclusions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('game launch during an exclusion', () => {
  it('is refused with rg.excluded (free play too) and writes no launch token', async () => {
    const game = ((await call(t.app, 'royal', 'GET', GAME_PATHS.gameList, { query: { gameType: 'RNG', pageSize: '1' } })).json() as Env<GameList>).value?.games[0];
    if (!game) throw new Error('no seeded game');
    const p = await player(t.app, 'royal');
    const launch = (freePlay: boolean) => call(t.app, 'royal', 'POST', GAME_PATHS.launch, { body: { nodeId: game.nodeId, freePlay }, token: p.token });
    expect((await launch(false)).statusCode).toBe(200);
    const start = new Date(Date.now() - 24 * 3_600_000 + 60_000); // a 24 h time-out, in force now
    await t.app.db.transaction((tx) => startExclusion(tx, { tenantId: 'royal', memberId: p.id, kind: 'timeout', duration: '24h', actor: 'member', now: start }));
    const count = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_launches WHERE member_id = $1', [p.id]))[0]?.n;
    const before = await count();
    for (const freePlay of [false, true]) {
      const res = await launch(freePlay);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'rg.excluded' });
    }
    expect(await count()).toBe(before);
  });
});
