/**
 * The home header: side-menu toggle, logo (home), search; Login/Register or balance + Deposit. On a
 * narrow phone a member's header gives the balance the room it needs at a readable size: the brand's
 * mark (the icon the page's head links) stands for the wordmark and Deposit is drawn as its icon
 * (chrome.module.css). The mark loads lazily, so a screen that hides it never fetches it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon, isLoggedInAtom, openAccountPanelAtom, paths, useFlag, useSite } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { sideMenuOpenAtom } from './atoms';
import { loadAccountModal } from '../account/AccountHost';
import { Balance } from './Balance';
import styles from './chrome.module.css';
import { loadSideMenu } from './SideMenuSlot';

/** The brand's square mark: the icon the page's head links (the brand's favicon, or its generated monogram). */
const markUrl = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href') ?? '/m/brand/favicon';

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
        {site.logoUrl ? <img src={site.logoUrl} alt={site.brandName} className={styles.logoImage} /> : <span>{site.logoText}</span>}
        {loggedIn && <img src={markUrl()} alt="" loading="lazy" className={styles.logoMark} />}
      </Link>
      <Link to={paths.searchGames.path} className={styles.iconButton} aria-label={t`Search games`} data-testid="header-search">
        <Icon name="search" />
      </Link>
      <div className={styles.auth}>
        {loggedIn ? (
          <>
            <Balance />
            <Link to={paths.voucherCenter.path} className={styles.pill} data-testid="header-deposit">
              <Icon name="wallet" />
              <span>
                <Trans>Deposit</Trans>
              </span>
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
