/** The member home's shortcuts (a declarative table filtered by flags, like the side menu). */
import { msg } from '@lingui/core/macro';
import type { Gate, IconName, RouteKey } from '@kernel';
import type { MessageDescriptor } from '@lingui/core';

export type Shortcut = Gate & { key: string; route: RouteKey; title: MessageDescriptor; icon: IconName };

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'deposit', route: 'voucherCenter', title: msg`Deposit`, icon: 'wallet' },
  { key: 'withdraw', route: 'withdraw', title: msg`Withdraw`, icon: 'withdraw' },
  { key: 'inbox', route: 'memberInbox', title: msg`Inbox`, icon: 'mail', flag: 'INBOX3' },
  { key: 'vip', route: 'memberBenefits', title: msg`VIP benefits`, icon: 'crown', flag: 'VIPBEN3' },
  { key: 'missions', route: 'leaderBoard', title: msg`Missions`, icon: 'flag', flag: 'MISSION3' },
  { key: 'bettingRecord', route: 'gameRecord', title: msg`Betting record`, icon: 'bettingRecord', flag: 'TRANSBETREPMEM3' },
  { key: 'accountRecord', route: 'transactionRecord', title: msg`Account record`, icon: 'accountRecord', flag: 'TRANSREC3' },
  { key: 'rewardCenter', route: 'rewardCenter', title: msg`Reward centre`, icon: 'gift', flag: 'REWCEN3' },
  { key: 'feedback', route: 'feedback', title: msg`Feedback`, icon: 'feedback', flag: 'FEEDBACK3' },
  { key: 'agent', route: 'agentHome', title: msg`Agent centre`, icon: 'userPlus', agent: true },
  { key: 'settings', route: 'set', title: msg`Personal settings`, icon: 'sliders' },
  { key: 'security', route: 'securityCenter', title: msg`Security centre`, icon: 'shield' },
  { key: 'password', route: 'changePsw', title: msg`Change password`, icon: 'user' },
];
