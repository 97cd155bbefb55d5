/** The registration welcome banner (spec "Registration"): the m_reg banners, the brand's name and the §9 marketing copy. */
import { Trans } from '@lingui/react/macro';
import { BannerStrip, useSite } from '@kernel';
import { Suspense } from 'react';
import styles from '../account.module.css';

export function RegisterWelcome() {
  const brand = useSite().brandName;
  return (
    <header className={styles.welcome} data-testid="register-welcome">
      <Suspense fallback={null}>
        <BannerStrip group="m_reg" testId="register-banners" />
      </Suspense>
      <h3 className={styles.welcomeTitle}>
        <Trans>Welcome to {brand}</Trans>
      </h3>
      <ul className={styles.welcomePoints}>
        <li>
          <Trans>300% deposit bonus</Trans>
        </li>
        <li>
          <Trans>97% win rate</Trans>
        </li>
        <li>
          <Trans>Over 600 games</Trans>
        </li>
      </ul>
    </header>
  );
}
