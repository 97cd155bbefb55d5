/** The side-menu entries of the member area's pages, drawn by the host's side menu (its lazy chunk) among its own by `order`. */
import { member } from '@contracts/routes';
import type { MenuEntry } from '@kernel';
import { msg } from '@lingui/core/macro';

export const sideMenu: readonly MenuEntry[] = [
  { key: 'vip', order: 70, title: msg`VIP benefits`, icon: 'crown', route: 'memberBenefits', flag: 'VIPBEN3' },
  { key: 'mission', order: 80, title: msg`Missions`, icon: 'flag', route: 'leaderBoard', flag: 'MISSION3' },
  { key: 'feedback', order: 120, title: msg`Feedback`, icon: 'feedback', route: 'feedback', flag: 'FEEDBACK3', ...member },
  { key: 'responsibleGaming', order: 160, title: msg`Responsible gaming`, icon: 'shield', route: 'responsibleGaming', ...member },
];
