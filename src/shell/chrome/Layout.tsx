/** The chrome around every page: header, the page (300 ms fade), bottom nav where it shows, drawer. */
import { paths, routeKeyOf, Toaster } from '@kernel';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccountHost } from '../account/AccountHost';
import { SupportHost } from '../support/SupportHost';
import { BottomNav } from './BottomNav';
import styles from './chrome.module.css';
import { Header } from './Header';
import { SideMenuSlot } from './SideMenuSlot';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const key = routeKeyOf(pathname);
  const bottomNav = key !== null && 'bottomNav' in paths[key] && paths[key].bottomNav === true;
  return (
    <div className={styles.app} data-bottom-nav={bottomNav}>
      <Header />
      <main key={pathname} className={styles.page} data-route={key ?? 'unknown'}>
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
