/** A route owned by a remote: its registration loads on first visit; failure shows Retry here. */
import { msg } from '@lingui/core/macro';
import { ErrorBoundary, ErrorView, paths, type RouteKey, Skeleton, useGateContext, passesGate } from '@kernel';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRegistration, type RemoteName, resetRemote } from '../remotes/loader';
import { NotAllowed } from './NotAllowed';

const remoteFailed = msg({ id: 'remote_failed', message: 'This part of the site could not be loaded. Check your connection and try again.' });

function useRemoteRoute(name: RemoteName, routeKey: RouteKey, attempt: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt makes a new lazy component
  return useMemo(
    () =>
      lazy(async () => {
        const registration = await loadRegistration(name);
        const def = registration.routes.find((r) => r.key === routeKey);
        if (!def) throw new Error(`${name} does not register ${routeKey}`);
        const Element = def.element;
        return {
          default: function RegisteredRoute() {
            const ctx = useGateContext();
            return passesGate({ roles: def.roles }, ctx) ? <Element /> : <NotAllowed />;
          },
        };
      }),
    [name, routeKey, attempt],
  );
}

export function RemotePage({ routeKey }: { routeKey: RouteKey }) {
  const name = paths[routeKey].owner as RemoteName;
  const [attempt, setAttempt] = useState(0);
  const Page = useRemoteRoute(name, routeKey, attempt);
  return (
    <div data-remote-area={name}>
      <ErrorBoundary
        key={attempt}
        name={`remote:${name}`}
        fallback={() => (
          <ErrorView
            testId="remote-error"
            message={remoteFailed}
            onRetry={() => {
              resetRemote(name);
              setAttempt((n) => n + 1);
            }}
          />
        )}
      >
        <Suspense fallback={<Skeleton tiles={6} lines={2} />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
