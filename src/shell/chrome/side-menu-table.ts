/**
 * The side menu (spec "Side menu"), as a declarative table filtered by flags and session; never
 * `if` chains in the component. The host's own entries (actions, links, its pages) are here; each
 * remote contributes the entries of its pages (`src/remotes/<name>/side-menu.ts`); all are drawn by
 * `order`. Read only here, in the menu's lazy chunk, so none of it rides in the first load. Each
 * item draws as `data-testid="side-menu-item-<key>"`.
 */
import { msg } from '@lingui/core/macro';
import { filterByGate, type Gate, type GateContext, type IconName, type RouteKey } from '@kernel';
import type { MessageDescriptor } from '@lingui/core';
import { sideMenu as agent } from '../../remotes/agent/side-menu';
import { sideMenu as memberArea } from '../../remotes/member/side-menu';
import { sideMenu as promotions } from '../../remotes/promotions/side-menu';
import { sideMenu as wallet } from '../../remotes/wallet/side-menu';

export type SideMenuAction = 'customerService' | 'share' | 'signOut';

export type SideMenuItem = Gate & {
  key: string;
  order: number;
  title: MessageDescriptor;
  icon: IconName;
  route?: RouteKey;
  action?: SideMenuAction;
  /** an external link from the status' download resources; hidden when the brand has none */
  resource?: 'TELEGRAM' | 'FACEBOOK';
  /** hidden inside an installed web app */
  hideStandalone?: boolean;
};

const member = { needsLogin: true } as const;

const HOST_SIDE_MENU: readonly SideMenuItem[] = [
  { key: 'customerService', order: 90, title: msg`Customer service`, icon: 'headset', action: 'customerService' },
  { key: 'download', order: 100, title: msg`App download`, icon: 'appDownload', route: 'download', hideStandalone: true },
  { key: 'share', order: 110, title: msg`Share`, icon: 'share', action: 'share', flag: 'REFERRAL3', ...member },
  { key: 'telegram', order: 130, title: msg`Telegram`, icon: 'telegram', resource: 'TELEGRAM' },
  { key: 'facebook', order: 140, title: msg`Facebook`, icon: 'facebook', resource: 'FACEBOOK' },
  { key: 'help', order: 180, title: msg`Help centre`, icon: 'help', route: 'help' },
  { key: 'signOut', order: 190, title: msg`Sign out`, icon: 'signOut', action: 'signOut', ...member },
];

export const SIDE_MENU: readonly SideMenuItem[] = [...HOST_SIDE_MENU, ...wallet, ...promotions, ...agent, ...memberArea].sort(
  (a, b) => a.order - b.order,
);

export type SideMenuContext = GateContext & { resources: Partial<Record<string, { url: string }>> };

export function visibleSideMenu(items: readonly SideMenuItem[], ctx: SideMenuContext): SideMenuItem[] {
  return filterByGate(items, ctx).filter(
    (item) => !(item.hideStandalone && ctx.standalone) && !(item.resource && !ctx.resources[item.resource]?.url),
  );
}
