/**
 * The game pages' routes, as the host knows them before loading the remote: data only, in the host's
 * first load and catalog (`src/kernel/routing/paths.ts` merges them). The pages, the home game menu
 * and home's game lists are given by `register.tsx`.
 */
import { game, member, r } from '@contracts/routes';
import { msg } from '@lingui/core/macro';

export const routes = {
  gameCenter: r('gameCenter', 'games', msg`Game centre`, game),
  provider: r('provider', 'games', msg`Providers`, game),
  liveGames: r('live-games', 'games', msg`Live casino`, game),
  slotGames: r('slot-games', 'games', msg`Slots`, game),
  sportGames: r('sport-games', 'games', msg`Sports`, game),
  esportGames: r('esport-games', 'games', msg`Esports`, game),
  fishingGames: r('fishing-games', 'games', msg`Fishing`, game),
  pokerGames: r('poker-games', 'games', msg`Card games`, game),
  lott: r('lott', 'games', msg`Lottery`, game),
  elott: r('elott', 'games', msg`E-lottery`, game),
  hotGames: r('hot-games', 'games', msg`Hot games`, game),
  searchGames: r('search-games', 'games', msg`Search`),
  recentGames: r('recent-games', 'games', msg`Recent games`, { ...game, ...member }),
  favGames: r('fav-games', 'games', msg`Favourites`, { ...game, ...member }),
  inHouse: r('inHouse', 'games', msg`In-house games`, game),
  cockfight: r('cockfight', 'games', msg`Cockfight`, game),
  jiliGames: r('jili-games', 'games', msg`JILI games`, game),
  rtgGames: r('rtg-games', 'games', msg`RTG games`, game),
  jackpots: r('jackpots', 'games', msg`Jackpots`, game),
  bingo: r('bingo', 'games', msg`Bingo`, game),
};
