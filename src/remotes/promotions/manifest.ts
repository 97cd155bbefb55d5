/**
 * The promotions' routes, as the host knows them before loading the remote: data only, in the host's
 * first load and catalog (`src/kernel/routing/paths.ts` merges them). The pages are given by
 * `register.tsx`; the side-menu entries are in `side-menu.ts`.
 */
import { HOME_PATH, member, r } from '@contracts/routes';
import { msg } from '@lingui/core/macro';

export const routes = {
  activity: r('activity', 'promotions', msg`Promotions`, { bottomNav: true, backTo: HOME_PATH }),
  activityDetail: r('activityDetail', 'promotions', msg`Promotion details`),
  applyReward: r('applyReward', 'promotions', msg`Apply for reward`, { ...member, guestTo: '/m/activity' }),
  rewardCenter: r('rewardCenter', 'promotions', msg`Reward centre`, { flag: 'REWCEN3' }),
};
