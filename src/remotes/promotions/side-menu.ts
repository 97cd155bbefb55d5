/** The side-menu entries of the promotions' pages, drawn by the host's side menu (its lazy chunk) among its own by `order`. */
import { member } from '@contracts/routes';
import type { MenuEntry } from '@kernel';
import { msg } from '@lingui/core/macro';

export const sideMenu: readonly MenuEntry[] = [
  { key: 'rewardCenter', order: 60, title: msg`Reward centre`, icon: 'gift', route: 'rewardCenter', flag: 'REWCEN3', ...member },
];
