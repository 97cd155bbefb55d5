/**
 * The "connection lost, retrying" banner, shown while calls answer 503
 * `system.database.unavailable`. It asks for the status after 1, 2, 4, 8, 10, 10… s; the first call
 * that succeeds (this one or any other) clears `connectionLostAtom` and the banner goes. Reads retry
 * by themselves meanwhile (`apiRequest`); a write that failed is the player's to send again.
 */
import { connectionRetryingMessage, fetchStatus } from '@kernel';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import styles from './ConnectionLost.module.css';

export default function ConnectionLost() {
  const { i18n } = useLingui();
  useEffect(() => {
    let wait = 1000;
    let timer: ReturnType<typeof setTimeout>;
    const probe = () => {
      timer = setTimeout(() => {
        fetchStatus().catch(() => {
          wait = Math.min(wait * 2, 10_000);
          probe();
        });
      }, wait);
    };
    probe();
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.banner} role="status" data-testid="connection-lost">
      <span className={styles.spinner} aria-hidden="true" />
      {i18n._(connectionRetryingMessage)}
    </div>
  );
}
