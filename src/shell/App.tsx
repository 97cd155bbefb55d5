/** The host application: one jotai store, one i18n, the router, the chrome and a root boundary. */

import { ErrorBoundary, ErrorView, exclusionAtom, isLoggedInAtom, LinguiProvider, store, storeIdOf } from '@kernel';
import { Provider, useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppUpdateCheck } from './boot/AppUpdateCheck';
import { ConnectionWatch } from './boot/ConnectionWatch';
import { StatusWatcher } from './boot/StatusWatcher';
import { loadRegistration } from './federation/loader';
import { Layout } from './chrome/Layout';
import { AppRoutes } from './routes/AppRoutes';

// the reality check is the member remote's widget: the remote (and its strings) load only with a session
const RealityCheckHost = lazy(() =>
  loadRegistration('member').then((reg) => {
    const Widget = reg.widgets?.realityCheck;
    if (!Widget) throw new Error('the member remote has no realityCheck widget');
    // the widget is itself lazy: a lazy component must resolve to a function component
    return { default: () => <Widget /> };
  }),
);

/** Without the member remote no exclusion can be read: none is known (the server still refuses what one forbids). */
function NoExclusionKnown() {
  const setExclusion = useSetAtom(exclusionAtom);
  useEffect(() => setExclusion(null), [setExclusion]);
  return null;
}

/** Responsible gambling while logged in (reality check, exclusion), loaded only then. */
function ResponsibleGambling() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return null;
  return (
    <ErrorBoundary name="rg" fallback={() => <NoExclusionKnown />}>
      <Suspense fallback={null}>
        <RealityCheckHost />
      </Suspense>
    </ErrorBoundary>
  );
}

function StoreMarker({ children }: { children: ReactNode }) {
  // e2e: the host's store id; remote pages carry the id of the store they see (must be equal)
  return (
    <div data-testid="app" data-store-id={storeIdOf(useStore())}>
      {children}
    </div>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <LinguiProvider>{children}</LinguiProvider>
    </Provider>
  );
}

export function App() {
  return (
    <Providers>
      <ErrorBoundary name="root" fallback={() => <ErrorView onRetry={() => window.location.reload()} testId="root-error" />}>
        <BrowserRouter>
          <StoreMarker>
            <StatusWatcher />
            <ConnectionWatch />
            <AppUpdateCheck />
            <ResponsibleGambling />
            <Layout>
              <AppRoutes />
            </Layout>
          </StoreMarker>
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  );
}
