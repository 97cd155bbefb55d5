/** Where the entry shortcuts and each game type lead (the category table itself: @contracts/games/categories). */
import { CATEGORIES, type CategoryRoute } from '@contracts/games/categories';
import type { GameType } from '@contracts/games/types';
import type { RouteKey } from '@kernel';

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
  RNG: 'slotGames',
  FISH: 'fishingGames',
  LIVE: 'liveGames',
  PVP: 'pokerGames',
  SPORTS: 'sportGames',
  ESPORTS: 'esportGames',
  COCKFIGHT: 'cockfight',
  LOTT: 'lott',
  ELOTT: 'elott',
  INHOUSE: 'inHouse',
  JL: 'jiliGames',
  RTG: 'rtgGames',
  JACKPOT: 'jackpots',
  BINGO: 'bingo',
};

/** Every category page is a route of the route table: a compile error otherwise. */
type RoutesOnly<K extends RouteKey> = K;
/** The category pages' route keys, as route keys. */
export const CATEGORY_ROUTES = Object.keys(CATEGORIES) as RoutesOnly<CategoryRoute>[];
