/** What every loaded area shows: a skeleton while loading, an error with Retry, or its content. */
import { useLingui } from '@lingui/react';
import { ErrorView, Skeleton, type Loaded } from '@kernel';
import type { ReactNode } from 'react';
import { walletErrorText } from '../lib/error-text';

export function Loadable<T>({
  state,
  children,
  lines = 4,
  testId,
}: {
  state: Loaded<T>;
  children: (data: T) => ReactNode;
  lines?: number;
  testId: string;
}) {
  const { i18n } = useLingui();
  if (state.data === null && state.loading) return <Skeleton lines={lines} />;
  if (state.data === null)
    return <ErrorView message={walletErrorText(i18n, state.error)} onRetry={state.reload} testId={`${testId}-error`} />;
  return <>{children(state.data)}</>;
}
