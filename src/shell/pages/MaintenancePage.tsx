/** Status 1: the platform is under maintenance (the shell leaves this page when it clears). */
import { Trans } from '@lingui/react/macro';
import { Icon, useSite } from '@kernel';
import { ContactButton } from './ContactButton';
import styles from './pages.module.css';

export function MaintenancePage() {
  const brand = useSite().brandName;
  return (
    <section className={styles.panel} data-testid="page-maintenance">
      <div className={styles.icon}>
        <Icon name="tools" size={3} />
      </div>
      <h2>
        <Trans>The platform is under maintenance</Trans>
      </h2>
      <p>
        <Trans>{brand} is upgrading its system. Please come back a little later.</Trans>
      </p>
      <ContactButton />
    </section>
  );
}
