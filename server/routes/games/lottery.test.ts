import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameItem } from '../../../src/contracts/games/calls';
import { buildTestApp, type TestApp } from '../../test/helper';
import { call, type Env, player } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, query?: Record<string, string>, token?: string, brand = 'royal') => {
  const res = await call(t.app, brand, 'GET', url, { query, token });
  return { status: res.statusCode, env: res.json() as Env<T> };
};
type Draw = { gameCode: string; numero: number; numbers: number[]; openedAt: string };

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

  it('gives the same opened draws on every call, newest first; unknown games are 404', async () => {
    const menus = (await get<{ games: GameItem[] }[]>('/lgw/games/mobile_game_menus')).env.value ?? [];
    const code = menus[2]?.games[0]?.gameCode ?? '';
    const one = (await get<Draw>('/lotto/lgw/games/opened/numero', { gameCode: code })).env.value;
    const many = (await get<{ list: Draw[] }>('/lgw/vn/numeros/opened/game', { gameCode: code, count: '5' })).env.value?.list ?? [];
    expect(many).toHaveLength(5);
    expect(many[0]?.numero).toBeGreaterThanOrEqual(one?.numero ?? 0);
    expect(many[1]?.numero).toBe((many[0]?.numero ?? 0) - 1);
    expect(one?.numbers).toHaveLength(5);
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
