/** Status 2: access restricted by location or IP; shows the visitor's IP and a contact option. */
import { Trans } from '@lingui/react/macro';
import { Icon, statusAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { ContactButton } from './ContactButton';
import styles from './pages.module.css';

export function RestrictedPage() {
  const ip = useAtomValue(statusAtom)?.location.ip ?? '';
  return (
    <section className={styles.panel} data-testid="page-restricted">
      <div className={styles.icon}>
        <Icon name="ban" size={3} />
      </div>
      <h2>
        <Trans>Access restricted</Trans>
      </h2>
      <p>
        <Trans>Access from your location or IP address is restricted.</Trans>
      </p>
      <p>
        <Trans>
          Your IP: <strong data-testid="visitor-ip">{ip}</strong>
        </Trans>
      </p>
      <ContactButton />
    </section>
  );
}
