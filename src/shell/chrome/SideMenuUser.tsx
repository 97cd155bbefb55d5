/** Top of the drawer: nickname/account and balance when logged in, else welcome and log in. */
import { Trans } from '@lingui/react/macro';
import { isLoggedInAtom, paths, sessionInfoAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Balance } from './Balance';
import styles from './chrome.module.css';

export function SideMenuUser() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const info = useAtomValue(sessionInfoAtom);
  if (loggedIn && info) {
    return (
      <div className={styles.drawerUser} data-testid="side-menu-user">
        <span className={styles.avatar} aria-hidden="true">
          {info.userName.charAt(0).toUpperCase()}
        </span>
        <strong>{info.userName}</strong>
        <Balance />
      </div>
    );
  }
  return (
    <div className={styles.drawerUser} data-testid="side-menu-welcome">
      <strong>
        <Trans>Welcome!</Trans>
      </strong>
      <Link to={paths.login.path} className={styles.pill} data-testid="side-menu-login">
        <Trans>Log in</Trans>
      </Link>
    </div>
  );
}
