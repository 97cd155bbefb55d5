/** The registration welcome banner (spec "Registration"): the brand's name and the §9 marketing copy. */
import { Trans } from '@lingui/react/macro';
import { useSite } from '@kernel';
import styles from '../account.module.css';

export function RegisterWelcome() {
  const brand = useSite().brandName;
  return (
    <header className={styles.welcome} data-testid="register-welcome">
      <h3 className={styles.welcomeTitle}>
        <Trans>Welcome to {brand}</Trans>
      </h3>
      <ul className={styles.welcomePoints}>
        <li><Trans>300% deposit bonus</Trans></li>
        <li><Trans>97% win rate</Trans></li>
        <li><Trans>Over 600 games</Trans></li>
      </ul>
    </header>
  );
}
