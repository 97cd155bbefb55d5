/** The games remote's one entry: the game pages, the home menu items and home's game part. */
import { defineRemote, defineRoute, type RouteKey } from '@kernel';
import { lazy } from 'react';
import { CATEGORIES } from './categories';
import { GAME_MENU } from './menu';

const category = (key: RouteKey) => defineRoute(key, () => import('./pages/CategoryPage'));

export default defineRemote({
  name: 'games',
  routes: [
    ...(Object.keys(CATEGORIES) as RouteKey[]).map(category),
    defineRoute('provider', () => import('./pages/ProviderPage')),
    defineRoute('hotGames', () => import('./pages/HotPage')),
    defineRoute('searchGames', () => import('./pages/SearchPage')),
    defineRoute('recentGames', () => import('./pages/MemberListPage')),
    defineRoute('favGames', () => import('./pages/MemberListPage')),
  ],
  nav: GAME_MENU,
  widgets: { home: lazy(() => import('./home/HomeGames')) },
});
