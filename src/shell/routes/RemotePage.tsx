/** A route owned by a remote: its registration loads on first visit; failure shows Retry here. */
import { msg } from '@lingui/core/macro';
import {
  ErrorBoundary,
  ErrorView,
  type PageProps,
  passesGate,
  paths,
  type RemoteRegistration,
  type RouteKey,
  Skeleton,
  useGateContext,
} from '@kernel';
import { Suspense, use, useMemo, useState } from 'react';
import { loadRegistration, type RemoteName, resetRemote } from '../federation/loader';
import { NotAllowed } from './NotAllowed';

const remoteFailed = msg({
  id: 'remote_failed',
  message: 'This part of the site could not be loaded. Check your connection and try again.',
});

function RegisteredRoute({ registration, routeKey }: PageProps & { registration: Promise<RemoteRegistration> }) {
  const def = use(registration).routes.find((r) => r.key === routeKey);
  const ctx = useGateContext();
  if (!def) throw new Error(`${paths[routeKey].owner} does not register ${routeKey}`);
  if (!passesGate({ roles: def.roles, agent: def.agent }, ctx)) return <NotAllowed />;
  const Element = def.element;
  return <Element routeKey={routeKey} />;
}

export function RemotePage({ routeKey }: { routeKey: RouteKey }) {
  const name = paths[routeKey].owner as RemoteName;
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the remote again
  const registration = useMemo(() => loadRegistration(name), [name, attempt]);
  const retry = () => {
    resetRemote(name);
    setAttempt((n) => n + 1);
  };
  return (
    <div data-remote-area={name}>
      <ErrorBoundary
        key={attempt}
        name={`remote:${name}`}
        fallback={() => <ErrorView testId="remote-error" message={remoteFailed} onRetry={retry} />}
      >
        <Suspense fallback={<Skeleton tiles={6} lines={2} />}>
          <RegisteredRoute registration={registration} routeKey={routeKey} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
