/** The bottom navigation (spec "Home" footer): home, promotions, deposit, invite friends, profile. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  filterByGate,
  type Gate,
  Icon,
  type IconName,
  isLoggedInAtom,
  openAccountPanelAtom,
  paths,
  type RouteKey,
  useGateContext,
} from '@kernel';
import type { MessageDescriptor } from '@lingui/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { NavLink } from 'react-router';
import { invitePopupOpenAtom } from '../support/invite';
import styles from './chrome.module.css';

type BottomItem = Gate & { key: string; title: MessageDescriptor; icon: IconName; route?: RouteKey };

export const BOTTOM_NAV: readonly BottomItem[] = [
  { key: 'home', title: msg`Home`, icon: 'home', route: 'home' },
  { key: 'promotions', title: msg`Promotions`, icon: 'gift', route: 'activity' },
  { key: 'deposit', title: msg`Deposit`, icon: 'wallet', route: 'voucherCenter' },
  { key: 'invite', title: msg`Invite friends`, icon: 'userPlus', flag: 'REFERRAL3' },
  { key: 'profile', title: msg`Profile`, icon: 'user', route: 'memberHome' },
];

export function BottomNav() {
  const { i18n } = useLingui();
  const items = filterByGate(BOTTOM_NAV, useGateContext());
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openInvite = useSetAtom(invitePopupOpenAtom);
  const openPanel = useSetAtom(openAccountPanelAtom);
  // the referral popup needs the member's link: a guest logs in first
  const invite = () => (loggedIn ? openInvite(true) : openPanel('login'));
  return (
    <nav className={styles.bottomNav} data-testid="bottom-nav">
      {items.map((item) =>
        item.route ? (
          <NavLink key={item.key} to={paths[item.route].path} data-testid={`bottom-nav-${item.key}`}>
            <Icon name={item.icon} />
            {i18n._(item.title)}
          </NavLink>
        ) : (
          <button key={item.key} type="button" onClick={invite} data-testid={`bottom-nav-${item.key}`}>
            <Icon name={item.icon} />
            {i18n._(item.title)}
          </button>
        ),
      )}
    </nav>
  );
}
