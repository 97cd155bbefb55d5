/** The games remote's one entry: the game pages, the home menu items and home's game part. */
import { defineRemote, defineRoute, registerCatalog, type RouteKey } from '@kernel';
import { lazy } from 'react';
import { CATEGORY_ROUTES } from './categories';
import { GAME_MENU } from './menu';
import { catalogLoaders } from './locales/loaders';

// This remote's strings (its own catalog per language, src/remotes/games/locales) are merged into the
// shared i18n before the registration is handed over: none of its pages, widgets or menu items
// renders before them. The kernel reloads them on a language switch.
await registerCatalog('games', catalogLoaders);

const category = (key: RouteKey) => defineRoute(key, () => import('./pages/CategoryPage'));

export default defineRemote({
  name: 'games',
  routes: [
    ...CATEGORY_ROUTES.map(category),
    defineRoute('provider', () => import('./pages/ProviderPage')),
    defineRoute('hotGames', () => import('./pages/HotPage')),
    defineRoute('searchGames', () => import('./pages/SearchPage')),
    defineRoute('recentGames', () => import('./pages/MemberListPage')),
    defineRoute('favGames', () => import('./pages/MemberListPage')),
  ],
  nav: GAME_MENU,
  widgets: { home: lazy(() => import('./home/HomeGames')) },
});
