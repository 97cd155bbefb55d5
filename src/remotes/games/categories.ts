/** Which game type, classification and page size each games route shows (spec §2, §4 shortcuts, §9). */
import { PAGE_SIZES } from '@contracts/games/calls';
import type { GameType } from '@contracts/games/types';
import type { RouteKey } from '@kernel';

export type Category = { gameType: GameType | ''; classify?: string; pageSize: number; vendorList?: boolean };

export const CATEGORIES: Partial<Record<RouteKey, Category>> = {
  gameCenter: { gameType: '', pageSize: PAGE_SIZES.list },
  slotGames: { gameType: 'RNG', pageSize: PAGE_SIZES.slots },
  fishingGames: { gameType: 'FISH', pageSize: PAGE_SIZES.fishLive },
  liveGames: { gameType: 'LIVE', pageSize: PAGE_SIZES.fishLive },
  pokerGames: { gameType: 'PVP', pageSize: PAGE_SIZES.pvp },
  inHouse: { gameType: 'INHOUSE', pageSize: PAGE_SIZES.slots },
  jiliGames: { gameType: 'JL', pageSize: PAGE_SIZES.slots },
  rtgGames: { gameType: 'RTG', pageSize: PAGE_SIZES.slots },
  jackpots: { gameType: 'JACKPOT', pageSize: PAGE_SIZES.slots },
  bingo: { gameType: 'BINGO', pageSize: PAGE_SIZES.slots },
  sportGames: { gameType: 'SPORTS', pageSize: PAGE_SIZES.list, vendorList: true },
  esportGames: { gameType: 'ESPORTS', pageSize: PAGE_SIZES.list, vendorList: true },
  cockfight: { gameType: 'COCKFIGHT', pageSize: PAGE_SIZES.list, vendorList: true },
  lott: { gameType: 'LOTT', pageSize: PAGE_SIZES.list, vendorList: true },
  elott: { gameType: 'ELOTT', pageSize: PAGE_SIZES.list, vendorList: true },
};

/**
 * Entry shortcuts of spec §4: where each one goes. BINGO, JACKPOT and FEATURE are the RNG page
 * with the classification BG, JP, FeatureBuy; JL, RTG, PG and JDB the RNG page with that vendor;
 * NEW no type with classify new (the list then asks `isNew=1`, see pages/list-filter.ts); INHOUSE,
 * ESPORTS and COCKFIGHT their own pages (the server maps them to RNG / SPORTS and their vendors).
 */
export const SHORTCUTS: Record<string, { route: RouteKey; search: string }> = {
  BINGO: { route: 'slotGames', search: '?gameClassify=BG' },
  INHOUSE: { route: 'inHouse', search: '' },
  JL: { route: 'slotGames', search: '?vassalage=JL' },
  RTG: { route: 'slotGames', search: '?vassalage=RTG' },
  JACKPOT: { route: 'slotGames', search: '?gameClassify=JP' },
  FEATURE: { route: 'slotGames', search: '?gameClassify=FeatureBuy' },
  PG: { route: 'slotGames', search: '?vassalage=PG' },
  JDB: { route: 'slotGames', search: '?vassalage=JDB' },
  NEW: { route: 'gameCenter', search: '?gameClassify=new' },
  ESPORTS: { route: 'esportGames', search: '' },
  COCKFIGHT: { route: 'cockfight', search: '' },
};

/** The page of a game type (home section "more", RNG vendor → RNG page with the vendor). */
export const ROUTE_OF_TYPE: Partial<Record<GameType, RouteKey>> = {
  RNG: 'slotGames', FISH: 'fishingGames', LIVE: 'liveGames', PVP: 'pokerGames', SPORTS: 'sportGames', ESPORTS: 'esportGames',
  COCKFIGHT: 'cockfight', LOTT: 'lott', ELOTT: 'elott', INHOUSE: 'inHouse', JL: 'jiliGames', RTG: 'rtgGames', JACKPOT: 'jackpots', BINGO: 'bingo',
};
