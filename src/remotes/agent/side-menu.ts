/** The side-menu entries of the agent centre's pages, drawn by the host's side menu (its lazy chunk) among its own by `order`. */
import { member } from '@contracts/routes';
import type { MenuEntry } from '@kernel';
import { msg } from '@lingui/core/macro';

export const sideMenu: readonly MenuEntry[] = [
  { key: 'agent', order: 150, title: msg`Agent centre`, icon: 'userPlus', route: 'agentHome', agent: true, ...member },
];
