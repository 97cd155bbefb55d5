/** The promotions remote's one entry: promotions, their details, reward applications and the reward centre. */
import { defineRemote, defineRoute, registerCatalog } from '@kernel';
import { catalogLoaders } from './locales/loaders';

// This remote's strings (its own catalog per language, src/remotes/promotions/locales) are merged into the
// shared i18n before the registration is handed over: none of its pages, widgets or menu items
// renders before them. The kernel reloads them on a language switch.
await registerCatalog('promotions', catalogLoaders);

export default defineRemote({
  name: 'promotions',
  routes: [
    defineRoute('activity', () => import('./pages/Activity')),
    defineRoute('activityDetail', () => import('./pages/ActivityDetail')),
    defineRoute('applyReward', () => import('./pages/ApplyReward')),
    defineRoute('rewardCenter', () => import('./pages/RewardCenter')),
  ],
});
