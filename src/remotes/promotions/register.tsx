/** The promotions remote's one entry: promotions, rewards, missions, VIP benefits (notices are the shell's content pages). */
import { defineRemote, defineRoute, type RouteKey } from '@kernel';

const soon = (key: RouteKey) => defineRoute(key, () => import('./pages/Soon'));

export default defineRemote({
  name: 'promotions',
  routes: [
    soon('activity'),
    soon('activityDetail'),
    soon('applyReward'),
    soon('rewardCenter'),
    soon('leaderBoard'),
    soon('memberBenefits'),
  ],
  nav: [],
});
