/**
 * The login / register switch at the top of the registration panel. Plain buttons with
 * `aria-current` (they change panel, or page), so the method toggle stays the only tab list.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import styles from '../account.module.css';

export function AccountSwitch({ onLogin }: { onLogin: () => void }) {
  const { t } = useLingui();
  return (
    <nav className={styles.switch} aria-label={t`Log in or register`} data-testid="account-switch">
      <button type="button" className={styles.switchItem} onClick={onLogin} data-testid="account-switch-login">
        <Trans>Log in</Trans>
      </button>
      <button type="button" className={styles.switchItem} aria-current="page" data-testid="account-switch-register">
        <Trans>Register</Trans>
      </button>
    </nav>
  );
}
