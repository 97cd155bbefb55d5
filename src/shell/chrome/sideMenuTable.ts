/**
 * The side menu (spec "Side menu"), as a declarative table filtered by flags and session; never
 * `if` chains in the component. Each item draws as `data-testid="side-menu-item-<key>"`.
 */
import { msg } from '@lingui/core/macro';
import { filterByGate, type Gate, type GateContext, type IconName, type RouteKey } from '@kernel';
import type { MessageDescriptor } from '@lingui/core';

export type SideMenuAction = 'customerService' | 'share' | 'signOut';

export type SideMenuItem = Gate & {
  key: string;
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

export const SIDE_MENU: readonly SideMenuItem[] = [
  { key: 'deposit', title: msg`Deposit`, icon: 'wallet', route: 'voucherCenter', ...member },
  { key: 'withdraw', title: msg`Withdraw`, icon: 'withdraw', route: 'withdraw', ...member },
  { key: 'bettingRecord', title: msg`Betting record`, icon: 'bettingRecord', route: 'gameRecord', flag: 'TRANSBETREPMEM3', ...member },
  { key: 'accountRecord', title: msg`Account record`, icon: 'accountRecord', route: 'transactionRecord', flag: 'TRANSREC3', ...member },
  { key: 'profitLoss', title: msg`Profit and loss`, icon: 'chip', route: 'profitLoss', flag: 'PERSPNL3', ...member },
  { key: 'rewardCenter', title: msg`Reward centre`, icon: 'gift', route: 'rewardCenter', flag: 'REWCEN3', ...member },
  { key: 'vip', title: msg`VIP benefits`, icon: 'crown', route: 'memberBenefits', flag: 'VIPBEN3' },
  { key: 'mission', title: msg`Missions`, icon: 'flag', route: 'leaderBoard', flag: 'MISSION3' },
  { key: 'customerService', title: msg`Customer service`, icon: 'headset', action: 'customerService' },
  { key: 'download', title: msg`App download`, icon: 'appDownload', route: 'download', hideStandalone: true },
  { key: 'share', title: msg`Share`, icon: 'share', action: 'share', flag: 'REFERRAL3', ...member },
  { key: 'feedback', title: msg`Feedback`, icon: 'feedback', route: 'feedback', flag: 'FEEDBACK3', ...member },
  { key: 'telegram', title: msg`Telegram`, icon: 'telegram', resource: 'TELEGRAM' },
  { key: 'facebook', title: msg`Facebook`, icon: 'facebook', resource: 'FACEBOOK' },
  { key: 'agent', title: msg`Agent centre`, icon: 'userPlus', route: 'agentHome', agent: true, ...member },
  { key: 'responsibleGaming', title: msg`Responsible gaming`, icon: 'shield', route: 'responsibleGaming', ...member },
  { key: 'securityCenter', title: msg`Security centre`, icon: 'shield', route: 'securityCenter', ...member },
  { key: 'help', title: msg`Help centre`, icon: 'help', route: 'help' },
  { key: 'signOut', title: msg`Sign out`, icon: 'signOut', action: 'signOut', ...member },
];

export type SideMenuContext = GateContext & { resources: Partial<Record<string, { url: string }>> };

export function visibleSideMenu(items: readonly SideMenuItem[], ctx: SideMenuContext): SideMenuItem[] {
  return filterByGate(items, ctx).filter(
    (item) => !(item.hideStandalone && ctx.standalone) && !(item.resource && !ctx.resources[item.resource]?.url),
  );
}
