/** The side-menu entries of the wallet's pages, drawn by the host's side menu (its lazy chunk) among its own by `order`. */
import { member } from '@contracts/routes';
import type { MenuEntry } from '@kernel';
import { msg } from '@lingui/core/macro';

export const sideMenu: readonly MenuEntry[] = [
  { key: 'deposit', order: 10, title: msg`Deposit`, icon: 'wallet', route: 'voucherCenter', ...member },
  { key: 'withdraw', order: 20, title: msg`Withdraw`, icon: 'withdraw', route: 'withdraw', ...member },
  {
    key: 'bettingRecord',
    order: 30,
    title: msg`Betting record`,
    icon: 'bettingRecord',
    route: 'gameRecord',
    flag: 'TRANSBETREPMEM3',
    ...member,
  },
  {
    key: 'accountRecord',
    order: 40,
    title: msg`Account record`,
    icon: 'accountRecord',
    route: 'transactionRecord',
    flag: 'TRANSREC3',
    ...member,
  },
  { key: 'profitLoss', order: 50, title: msg`Profit and loss`, icon: 'chip', route: 'profitLoss', flag: 'PERSPNL3', ...member },
  { key: 'securityCenter', order: 170, title: msg`Security centre`, icon: 'shield', route: 'securityCenter', ...member },
];
