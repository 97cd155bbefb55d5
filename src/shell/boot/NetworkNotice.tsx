/**
 * The non-blocking connection notice: "no internet" while the browser is offline, "slow connection"
 * while calls take long. While slow it asks for the status every SLOW_PROBE_MS: a quick answer ends
 * the notice (so does any other quick call). Calls made offline fail at once with the spec's
 * "no internet or slow connection" message and the forms keep what was typed.
 */
import type { Connection } from '@kernel';
import { fetchStatus } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styles from './ConnectionLost.module.css';

export const SLOW_PROBE_MS = 5000;

export default function NetworkNotice({ connection }: { connection: Connection }) {
  const { t } = useLingui();
  useEffect(() => {
    if (connection !== 'slow') return;
    const id = setInterval(() => fetchStatus().catch(() => undefined), SLOW_PROBE_MS);
    return () => clearInterval(id);
  }, [connection]);
  return (
    <div className={styles.notice} role="status" data-testid="network-notice" data-connection={connection}>
      {connection === 'offline' ? t`No internet connection` : t`Slow connection, please wait…`}
    </div>
  );
}
