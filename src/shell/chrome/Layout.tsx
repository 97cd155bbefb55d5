/**
 * The chrome around every page: header, the page (300 ms fade; none after a swipe back, see
 * swipe-back.ts), bottom nav where it shows, drawer.
 */
import { paths, routeKeyOf, Toaster } from '@kernel';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { AccountHost } from '../account/AccountHost';
import { SupportHost } from '../support/SupportHost';
import { BottomNav } from './BottomNav';
import styles from './chrome.module.css';
import { Header } from './Header';
import { SideMenuSlot } from './SideMenuSlot';
import { justSwiped, trackSwipeBack } from './swipe-back';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => trackSwipeBack(), []);
  // decided once per page: a later render must not start the fade it skipped
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per pathname
  const instant = useMemo(() => navigation === 'POP' && justSwiped(), [pathname]);
  const key = routeKeyOf(pathname);
  const bottomNav = key !== null && 'bottomNav' in paths[key] && paths[key].bottomNav === true;
  return (
    <div className={styles.app} data-bottom-nav={bottomNav}>
      <Header />
      <main
        key={pathname}
        className={styles.page}
        data-route={key ?? 'unknown'}
        data-instant={instant || undefined}
        style={instant ? { animation: 'none' } : undefined}
      >
        {children}
      </main>
      {bottomNav && <BottomNav />}
      <SideMenuSlot />
      <AccountHost />
      <SupportHost />
      <Toaster />
    </div>
  );
}
