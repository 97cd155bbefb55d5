/**
 * The connection notices: "connection lost, retrying" while the server's database is away and
 * "slow connection" while calls take long, each loaded only when it shows; "no internet" while the
 * browser is offline, drawn from here (offline, a piece still to load could not arrive). All are
 * non-blocking and go when the connection recovers.
 */
import { connectionAtom, connectionLostAtom, ErrorBoundary, watchConnection } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import styles from './ConnectionLost.module.css';

const ConnectionLost = lazy(() => import('./ConnectionLost'));
const SlowNotice = lazy(() => import('./SlowNotice'));

export function ConnectionWatch() {
  const { t } = useLingui();
  const lost = useAtomValue(connectionLostAtom);
  const connection = useAtomValue(connectionAtom);
  useEffect(() => watchConnection(), []);
  if (connection === 'offline') {
    return (
      <div className={styles.notice} role="status" data-testid="network-notice" data-connection="offline">
        {t`No internet connection`}
      </div>
    );
  }
  if (!lost && connection === 'online') return null;
  return (
    <ErrorBoundary name="connection" fallback={() => null}>
      <Suspense fallback={null}>{lost ? <ConnectionLost /> : <SlowNotice />}</Suspense>
    </ErrorBoundary>
  );
}
