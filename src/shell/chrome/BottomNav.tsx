/** The bottom navigation (spec "Home" footer): home, promotions, deposit, invite friends, profile. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { filterByGate, type Gate, paths, type RouteKey, toast, useGateContext } from '@kernel';
import type { MessageDescriptor } from '@lingui/core';
import { NavLink } from 'react-router';
import styles from './chrome.module.css';

type BottomItem = Gate & { key: string; title: MessageDescriptor; icon: string; route?: RouteKey };

export const BOTTOM_NAV: readonly BottomItem[] = [
  { key: 'home', title: msg`Home`, icon: '🏠', route: 'home' },
  { key: 'promotions', title: msg`Promotions`, icon: '🎉', route: 'activity' },
  { key: 'deposit', title: msg`Deposit`, icon: '💰', route: 'voucherCenter' },
  { key: 'invite', title: msg`Invite friends`, icon: '🤝', flag: 'REFERRAL3' },
  { key: 'profile', title: msg`Profile`, icon: '👤', route: 'memberHome' },
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
            <span aria-hidden="true">{item.icon}</span>
            {i18n._(item.title)}
          </NavLink>
        ) : (
          <button key={item.key} type="button" onClick={() => toast.info(inviteSoon)} data-testid={`bottom-nav-${item.key}`}>
            <span aria-hidden="true">{item.icon}</span>
            {i18n._(item.title)}
          </button>
        ),
      )}
    </nav>
  );
}
