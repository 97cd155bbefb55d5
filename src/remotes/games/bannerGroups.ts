/** The banner group of each game category page (spec §3 banner types). */
import type { BannerGroup } from '@contracts/content/calls';
import type { RouteKey } from '@kernel';

export const CATEGORY_BANNER_GROUPS: Partial<Record<RouteKey, BannerGroup>> = {
  slotGames: 'm_rng', liveGames: 'm_live', fishingGames: 'm_fish', pokerGames: 'm_pvp', sportGames: 'm_sports', lott: 'm_lott', elott: 'm_elott',
};
