/** The router, built from the one route table: shell pages here, remote pages through the registry. */
import { ErrorBoundary, ErrorView, HOME_ALIASES, HOME_PATH, paths, ROUTE_KEYS, type RouteKey, Skeleton } from '@kernel';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RemotePage } from './RemotePage';
import { RouteGate } from './RouteGate';
import { SHELL_PAGES } from './shell-pages';

function ShellPage({ routeKey }: { routeKey: RouteKey }) {
  const Page = SHELL_PAGES[routeKey];
  if (!Page) return <Navigate to={HOME_PATH} replace />;
  return (
    <ErrorBoundary name={`shell:${routeKey}`} fallback={(_e, retry) => <ErrorView onRetry={retry} />}>
      <Suspense fallback={<Skeleton lines={4} />}>
        <Page routeKey={routeKey} />
      </Suspense>
    </ErrorBoundary>
  );
}

function element(key: RouteKey) {
  const page = paths[key].owner === 'shell' ? <ShellPage routeKey={key} /> : <RemotePage routeKey={key} />;
  return <RouteGate routeKey={key}>{page}</RouteGate>;
}

function ToHome() {
  const { search } = useLocation();
  return <Navigate to={`${HOME_PATH}${search}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_KEYS.flatMap((key) =>
        [paths[key].path, ...(('aliases' in paths[key] && paths[key].aliases) || [])].map((p) => (
          <Route key={p} path={p} element={element(key)} />
        )),
      )}
      {HOME_ALIASES.map((p) => (
        <Route key={p} path={p} element={<ToHome />} />
      ))}
      <Route path="*" element={<ToHome />} />
    </Routes>
  );
}
