/** The home game menu, drawn from the games remote's registered nav items (filtered by flags). */
import { filterByGate, Icon, paths, useGateContext } from '@kernel';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { loadRegistration, registrationsAtom } from '../federation/loader';
import styles from './home.module.css';

export function GameMenu() {
  const { i18n } = useLingui();
  const games = useAtomValue(registrationsAtom).games;
  const ctx = useGateContext();
  useEffect(() => {
    // after first paint; a games remote that fails leaves the menu out, its routes show Retry
    loadRegistration('games').catch(() => undefined);
  }, []);
  if (!games) return <nav className={styles.menu} aria-busy="true" />;
  const items = filterByGate(games.nav ?? [], ctx);
  return (
    <nav className={styles.menu} data-testid="game-menu">
      {items.map((item) => (
        <Link key={item.id} to={`${paths[item.route].path}${item.search ?? ''}`} data-testid={`nav-${item.id}`}>
          <span className={styles.menuIcon}>{item.icon && <Icon name={item.icon} />}</span>
          {i18n._(item.title)}
        </Link>
      ))}
    </nav>
  );
}
