/** The promotions remote's one entry: promotions, rewards, notices, missions, VIP benefits. */
import { defineRemote, defineRoute, type RouteKey } from '@kernel';

const soon = (key: RouteKey) => defineRoute(key, () => import('./pages/Soon'));

export default defineRemote({
  name: 'promotions',
  routes: [
    defineRoute('activity', () => import('./pages/Activity')),
    defineRoute('activityDetail', () => import('./pages/ActivityDetail')),
    defineRoute('applyReward', () => import('./pages/ApplyReward')),
    defineRoute('rewardCenter', () => import('./pages/RewardCenter')),
    soon('notice'),
    soon('noticeDetail'),
    defineRoute('leaderBoard', () => import('./member/MissionsPage')),
    defineRoute('memberBenefits', () => import('./member/BenefitsPage')),
  ],
  nav: [],
});
