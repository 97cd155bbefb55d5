/**
 * What every loaded area shows: a skeleton while it first loads, its content (the last answer stays
 * while it reloads), or, when a load fails, the error with Retry.
 */
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
  // a failed reload is said too: the earlier answer (another filter, the balances before a change) is no longer the truth
  if (state.data === null || (state.error !== null && !state.loading))
    return <ErrorView message={walletErrorText(i18n, state.error)} onRetry={state.reload} testId={`${testId}-error`} />;
  return <>{children(state.data)}</>;
}
