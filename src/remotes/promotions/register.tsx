/** The promotions remote's one entry: promotions, rewards, missions, VIP benefits (notices are the shell's content pages). */
import { defineRemote, defineRoute } from '@kernel';

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
  nav: [],
});
