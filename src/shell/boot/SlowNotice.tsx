/**
 * The non-blocking "slow connection" notice, while calls take long. It asks for the status every
 * SLOW_PROBE_MS: a quick answer ends the notice (so does any other quick call).
 */
import { fetchStatus } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styles from './ConnectionLost.module.css';

export const SLOW_PROBE_MS = 5000;

export default function SlowNotice() {
  const { t } = useLingui();
  useEffect(() => {
    const id = setInterval(() => fetchStatus().catch(() => undefined), SLOW_PROBE_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <div className={styles.notice} role="status" data-testid="network-notice" data-connection="slow">
      {t`Slow connection, please wait…`}
    </div>
  );
}
