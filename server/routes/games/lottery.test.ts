import { describe, expect, it } from 'vitest';
import type { GameItem } from '../../../src/contracts/games/calls';
import { fileTestApp } from '../../test/app';
import { clockFrom } from '../../test/clock';
import { call, type Env, player } from './test-support';

const t = fileTestApp();

const get = async <T>(url: string, query?: Record<string, string>, token?: string, brand = 'royal') => {
  const res = await call(t.app, brand, 'GET', url, { query, token });
  return { status: res.statusCode, env: res.json() as Env<T> };
};
type Draw = { gameCode: string; numero: number; numbers: number[]; openedAt: string; nextAt: string };
const at = clockFrom(new Date('2026-11-23T02:00:30Z'));

describe('lottery calls', () => {
  it('lists lottery games and menus per vendor, VN menu, popular', async () => {
    const list = (await get<{ list: GameItem[] }>('/lgw/games/mobile')).env.value?.list ?? [];
    expect(list.length).toBeGreaterThan(20);
    expect(new Set(list.map((g) => g.gameType))).toEqual(new Set(['LOTT', 'ELOTT']));
    const menus = (await get<{ vendor: string; games: GameItem[] }[]>('/lgw/games/mobile_game_menus')).env.value ?? [];
    expect(menus.map((m) => m.vendor)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'TCG_ELOTT', 'GW_ELOTT']);
    const vn = (await get<{ vendor: string }[]>('/lgw/vn/games/game_menu')).env.value ?? [];
    expect(vn.map((m) => m.vendor)).toEqual(['TCG_LOTTO_VN']);
    expect((await get<{ list: GameItem[] }>('/lgw/games/popular')).env.value?.list.length).toBeGreaterThan(0);
  });

  it('opened numbers are the lottery vendor’s own draws: after a draw (clock moved) the lobby shows its digits', async () => {
    const menus = (await get<{ games: GameItem[] }[]>('/lgw/games/mobile_game_menus')).env.value ?? [];
    const game = menus[2]?.games[0]; // an ELOTT game: the vendor draws every minute
    const code = game?.gameCode ?? '';
    at(0);
    // nothing drawn yet: the first call makes the vendor commit the coming draw
    expect((await get<Draw | null>('/lotto/lgw/games/opened/numero', { gameCode: code })).env).toMatchObject({
      success: true,
      value: null,
    });
    at(2);
    const one = (await get<Draw>('/lotto/lgw/games/opened/numero', { gameCode: code })).env.value;
    const [event] = await t.app.db.query<{ event_index: string; result: { digits: number[] }; draw_at: Date }>(
      `SELECT event_index::text, result, draw_at FROM vendor_events WHERE game_code = $1 AND drawn_at IS NOT NULL ORDER BY event_index DESC`,
      [code],
    );
    expect(event).toBeDefined();
    expect(one).toEqual({
      gameCode: code,
      numero: Number(event?.event_index),
      numbers: event?.result.digits,
      openedAt: new Date(event?.draw_at ?? 0).toISOString(),
      nextAt: new Date(new Date(event?.draw_at ?? 0).getTime() + 60_000).toISOString(),
    });
    at(5);
    const many = (await get<{ list: Draw[] }>('/lgw/vn/numeros/opened/game', { gameCode: code, count: '5' })).env.value?.list ?? [];
    expect(many.length).toBeGreaterThanOrEqual(2);
    expect(many[0]?.numero).toBeGreaterThan(one?.numero ?? 0);
    expect(many.find((d) => d.numero === one?.numero)?.numbers).toEqual(one?.numbers);
    expect((await get('/lotto/lgw/games/opened/numero', { gameCode: 'PG_S1' })).env.code).toBe('game.not.found');
    expect((await get('/lotto/lgw/games/opened/numero', { gameCode: 'a b' })).status).toBe(400);
  });

  it('recent VN menu needs a session and shows the VN lottery games played', async () => {
    expect((await get('/lgw/vn/games/game_menu/recent')).env.code).toBe('session.not.logged.in');
    const p = await player(t.app, 'royal');
    const vn = (await get<{ games: GameItem[] }[]>('/lgw/vn/games/game_menu')).env.value?.[0]?.games[0];
    await call(t.app, 'royal', 'POST', '/wps/relay/MCS2_addRecentGame', { body: { nodeId: vn?.nodeId }, token: p.token });
    const recent = (await get<{ list: GameItem[] }>('/lgw/vn/games/game_menu/recent', undefined, p.token)).env.value?.list ?? [];
    expect(recent.map((g) => g.nodeId)).toEqual([vn?.nodeId]);
  });
});
