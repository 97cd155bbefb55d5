/** The games remote's one entry: the game centre, category pages, search, recent and favourites. */
import { defineRemote, defineRoute, type RouteKey } from '@kernel';
import { GAME_MENU } from './menu';

const soon = (key: RouteKey) => defineRoute(key, () => import('./pages/Soon'));

const KEYS: RouteKey[] = [
  'gameCenter', 'provider', 'liveGames', 'slotGames', 'sportGames', 'esportGames', 'fishingGames', 'pokerGames',
  'lott', 'elott', 'hotGames', 'searchGames', 'recentGames', 'favGames', 'inHouse', 'cockfight', 'jiliGames',
  'rtgGames', 'jackpots', 'bingo',
];

export default defineRemote({ name: 'games', routes: KEYS.map(soon), nav: GAME_MENU });
