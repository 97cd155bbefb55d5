/** The home header: side-menu toggle, logo (home), search; Login/Register or balance + Deposit. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon, isLoggedInAtom, openAccountPanelAtom, paths, useFlag, useSite } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { sideMenuOpenAtom } from './atoms';
import { loadAccountModal } from '../account/AccountHost';
import { Balance } from './Balance';
import styles from './chrome.module.css';
import { loadSideMenu } from './SideMenuSlot';

export function HomeHeader() {
  const { t } = useLingui();
  const site = useSite();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openMenu = useSetAtom(sideMenuOpenAtom);
  const openPanel = useSetAtom(openAccountPanelAtom);
  const registration = useFlag('REG3');
  return (
    <header className={styles.header} data-testid="home-header">
      <Link to={paths.home.path} className={styles.logo} aria-label={site.brandName} data-testid="brand-logo">
        {site.logoUrl ? <img src={site.logoUrl} alt={site.brandName} className={styles.logoImage} /> : site.logoText}
      </Link>
      <Link to={paths.searchGames.path} className={styles.iconButton} aria-label={t`Search games`} data-testid="header-search">
        <Icon name="search" />
      </Link>
      <div className={styles.auth}>
        {loggedIn ? (
          <>
            <Balance />
            <Link to={paths.voucherCenter.path} className={styles.pill} data-testid="header-deposit">
              <Trans>Deposit</Trans>
            </Link>
          </>
        ) : (
          <>
            <button
              type="button"
              onPointerDown={() => void loadAccountModal()}
              onFocus={() => void loadAccountModal()}
              onClick={() => openPanel('login')}
              className={styles.pillGhost}
              data-testid="header-login"
            >
              <Trans>Log in</Trans>
            </button>
            {registration && (
              <button
                type="button"
                onPointerDown={() => void loadAccountModal()}
                onFocus={() => void loadAccountModal()}
                onClick={() => openPanel('register')}
                className={styles.pill}
                data-testid="header-register"
              >
                <Trans>Register</Trans>
              </button>
            )}
          </>
        )}
      </div>
      <button
        type="button"
        className={styles.iconButton}
        onPointerDown={() => void loadSideMenu()}
        onFocus={() => void loadSideMenu()}
        onClick={() => openMenu(true)}
        aria-label={t`Open menu`}
        data-testid="side-menu-toggle"
      >
        <Icon name="menu" />
      </button>
    </header>
  );
}
