/**
 * The winner board: only real wins (more than the stake: a push that gave the
 * stake back is none), each named as the game is in the catalogue in the request's language
 * (also an order kept by code only), never a game code; games of vendors the catalogue does not
 * list stay off the board.
 */
import { describe, expect, it } from 'vitest';
import { GAME_PATHS, type GameItem, type GameList, type Winner } from '../../../src/contracts/games/calls';
import { fileTestApp } from '../../test/app';
import { call, type Env, player } from './test-support';

const t = fileTestApp();

const firstOf = async (gameType: string, language: string) =>
  ((await call(t.app, 'lotus', 'GET', GAME_PATHS.gameList, { query: { gameType, pageSize: '1', language } })).json() as Env<GameList>).value
    ?.games[0] as GameItem;

describe('winner board', () => {
  it('lists real wins only, by game name in the language asked, never a code', async () => {
    const p = await player(t.app, 'lotus');
    const slot = await firstOf('RNG', 'EN');
    const live = await firstOf('LIVE', 'EN');
    let n = 0;
    const put = (vendor: string, code: string, nodeId: number | null, stake: number, win: number, refunded = 0) =>
      t.app.db.query(
        `INSERT INTO bet_orders (tenant_id, member_id, vendor_code, game_code, node_id, game_type, round_id, stake, refunded, win, status, created_at, settled_at)
         VALUES ('lotus', $1, $2, $3, $4, 'RNG', $5, $6, $7, $8, 'settled', now(), now())`,
        [p.id, vendor, code, nodeId, `w${++n}`, stake, refunded, win],
      );
    await put(slot.vassalage, slot.gameCode, slot.nodeId, 1_000, 9_000); // a real win
    await put(live.vassalage, live.gameCode, null, 2_000, 7_000); // kept by code only
    await put(slot.vassalage, slot.gameCode, slot.nodeId, 50_000, 50_000); // a push: the stake back
    await put(slot.vassalage, slot.gameCode, slot.nodeId, 60_000, 30_000); // less than staked
    await put(slot.vassalage, slot.gameCode, slot.nodeId, 40_000, 35_000, 20_000); // half refunded, then won more than the rest
    await put('DEMO', 'DEMO_SLOT', null, 10, 80_000); // no such vendor in the catalogue
    const board = async (language: string) =>
      (
        (await call(t.app, 'lotus', 'GET', GAME_PATHS.winners, { query: { gameCategory: 'ALL', limitNum: '20' }, language })).json() as Env<
          Winner[]
        >
      ).value ?? [];
    const en = await board('EN');
    expect(en.map((w) => [w.winAmount, w.gameName])).toEqual([
      [35_000, slot.gameName],
      [9_000, slot.gameName],
      [7_000, live.gameName],
    ]);
    expect(en[2]).toMatchObject({ nodeId: live.nodeId, iconUrl: live.iconUrl });
    expect(en.some((w) => /DEMO|_S\d|_T\d/.test(w.gameName))).toBe(false);
    const zhSlot = await firstOf('RNG', 'CN');
    expect((await board('CN')).map((w) => w.gameName)[0]).toBe(zhSlot.gameName);
    expect(zhSlot.gameName).toMatch(/[\u4e00-\u9fff]/);
  });
});
