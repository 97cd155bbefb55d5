import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@contracts/games/categories';

// spec §9: game lists 36; slots 18, fish and live 6, PVP 3, default 18
describe('page sizes of the game pages (spec §9)', () => {
  it('slots and its views 18, fishing and live 6, cards (PVP) 3, the game centre 36', () => {
    expect(CATEGORIES.gameCenter?.pageSize).toBe(36);
    for (const k of ['slotGames', 'inHouse', 'jiliGames', 'rtgGames', 'jackpots', 'bingo'] as const)
      expect(CATEGORIES[k]?.pageSize).toBe(18);
    expect(CATEGORIES.fishingGames?.pageSize).toBe(6);
    expect(CATEGORIES.liveGames?.pageSize).toBe(6);
    expect(CATEGORIES.pokerGames?.pageSize).toBe(3);
  });
});
