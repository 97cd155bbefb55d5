/**
 * The game category pages (spec §2, §4 shortcuts, §9): which game type, classification and page
 * size each route shows, and its banner group (spec §3). Keyed by the route table's keys
 * (`src/kernel/routing/paths.ts`; the games remote checks the keys are routes). Shared with the
 * server, which draws these pages' first screen.
 */
import type { BannerGroup } from '../content/calls';
import { PAGE_SIZES } from './calls';
import type { GameType } from './types';

export type CategoryRoute =
  | 'gameCenter'
  | 'slotGames'
  | 'fishingGames'
  | 'liveGames'
  | 'pokerGames'
  | 'inHouse'
  | 'jiliGames'
  | 'rtgGames'
  | 'jackpots'
  | 'bingo'
  | 'sportGames'
  | 'esportGames'
  | 'cockfight'
  | 'lott'
  | 'elott';

export type Category = { gameType: GameType | ''; classify?: string; pageSize: number; vendorList?: boolean };

export const CATEGORIES: Record<CategoryRoute, Category> = {
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

/** The banner group of each game category page (spec §3 banner types). */
export const CATEGORY_BANNER_GROUPS: Partial<Record<CategoryRoute, BannerGroup>> = {
  slotGames: 'm_rng',
  liveGames: 'm_live',
  fishingGames: 'm_fish',
  pokerGames: 'm_pvp',
  sportGames: 'm_sports',
  lott: 'm_lott',
  elott: 'm_elott',
};

/** The category of a route (none for a route that is not a category page). */
export function categoryOf(route: string): Category | undefined {
  return (CATEGORIES as Partial<Record<string, Category>>)[route];
}

/** The banner group of a route's category page, if it has one. */
export function bannerGroupOf(route: string): BannerGroup | undefined {
  return (CATEGORY_BANNER_GROUPS as Partial<Record<string, BannerGroup>>)[route];
}
