/** The promotions remote's one entry: promotions, rewards, missions, VIP benefits (notices are the shell's content pages). */
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
    defineRoute('leaderBoard', () => import('./member/MissionsPage')),
    defineRoute('memberBenefits', () => import('./member/BenefitsPage')),
  ],
});
