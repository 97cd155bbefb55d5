/**
 * What every loaded area shows: a skeleton while loading, an error with Retry, or its content. A
 * reload that fails (another page, another search) shows its error with Retry above what was shown
 * before, so the older content is never taken for the answer.
 */

import { ErrorView, type Loaded, Skeleton } from '@kernel';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { agentErrorText } from '../lib/error-text';

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
  const error = state.error ? (
    <ErrorView message={agentErrorText(i18n, state.error)} onRetry={state.reload} testId={`${testId}-error`} />
  ) : null;
  if (state.data === null) return error;
  return (
    <>
      {error}
      {children(state.data)}
    </>
  );
}
