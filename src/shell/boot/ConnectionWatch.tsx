/** Shows "connection lost, retrying" while the server's database is away; the banner is loaded only then. */
import { connectionLostAtom, ErrorBoundary } from '@kernel';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

const ConnectionLost = lazy(() => import('./ConnectionLost'));

export function ConnectionWatch() {
  if (!useAtomValue(connectionLostAtom)) return null;
  return (
    <ErrorBoundary name="connection" fallback={() => null}>
      <Suspense fallback={null}>
        <ConnectionLost />
      </Suspense>
    </ErrorBoundary>
  );
}
