/** The host application: one jotai store, one i18n, the router, the chrome and a root boundary. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ErrorBoundary, ErrorView, store, storeIdOf } from '@kernel';
import { Provider, useStore } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { StatusWatcher } from './boot/StatusWatcher';
import { Layout } from './chrome/Layout';
import { AppRoutes } from './routes/AppRoutes';

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
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
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
            <Layout>
              <AppRoutes />
            </Layout>
          </StoreMarker>
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  );
}
