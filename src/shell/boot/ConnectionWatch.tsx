/**
 * The connection notices, each loaded only when it shows: "connection lost, retrying" while the
 * server's database is away; "no internet" while the browser is offline and "slow connection" while
 * calls take long (both non-blocking, gone when the connection recovers).
 */
import { connectionAtom, connectionLostAtom, ErrorBoundary, watchConnection } from '@kernel';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';

const ConnectionLost = lazy(() => import('./ConnectionLost'));
const NetworkNotice = lazy(() => import('./NetworkNotice'));

export function ConnectionWatch() {
  const lost = useAtomValue(connectionLostAtom);
  const connection = useAtomValue(connectionAtom);
  useEffect(() => watchConnection(), []);
  if (!lost && connection === 'online') return null;
  return (
    <ErrorBoundary name="connection" fallback={() => null}>
      <Suspense fallback={null}>{lost ? <ConnectionLost /> : <NetworkNotice connection={connection} />}</Suspense>
    </ErrorBoundary>
  );
}
