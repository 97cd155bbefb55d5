/** The bottom navigation (spec "Home" footer): home, promotions, deposit, invite friends, profile. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { filterByGate, type Gate, Icon, type IconName, paths, type RouteKey, toast, useGateContext } from '@kernel';
import type { MessageDescriptor } from '@lingui/core';
import { NavLink } from 'react-router';
import styles from './chrome.module.css';

type BottomItem = Gate & { key: string; title: MessageDescriptor; icon: IconName; route?: RouteKey };

export const BOTTOM_NAV: readonly BottomItem[] = [
  { key: 'home', title: msg`Home`, icon: 'home', route: 'home' },
  { key: 'promotions', title: msg`Promotions`, icon: 'gift', route: 'activity' },
  { key: 'deposit', title: msg`Deposit`, icon: 'wallet', route: 'voucherCenter' },
  { key: 'invite', title: msg`Invite friends`, icon: 'userPlus', flag: 'REFERRAL3' },
  { key: 'profile', title: msg`Profile`, icon: 'user', route: 'memberHome' },
];

const inviteSoon = msg`Sharing your invite link is coming soon.`;

export function BottomNav() {
  const { i18n } = useLingui();
  const items = filterByGate(BOTTOM_NAV, useGateContext());
  return (
    <nav className={styles.bottomNav} data-testid="bottom-nav">
      {items.map((item) =>
        item.route ? (
          <NavLink key={item.key} to={paths[item.route].path} data-testid={`bottom-nav-${item.key}`}>
            <Icon name={item.icon} />
            {i18n._(item.title)}
          </NavLink>
        ) : (
          <button key={item.key} type="button" onClick={() => toast.info(inviteSoon)} data-testid={`bottom-nav-${item.key}`}>
            <Icon name={item.icon} />
            {i18n._(item.title)}
          </button>
        ),
      )}
    </nav>
  );
}
