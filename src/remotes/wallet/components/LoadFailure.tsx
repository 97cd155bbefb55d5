/**
 * A failed load beside what stays usable without it (a filter's choices): the error with Retry once
 * the load has failed, nothing while it loads or after it succeeds. What the player chose stays, as
 * it lives outside this.
 */
import { useLingui } from '@lingui/react';
import { ErrorView, type Loaded } from '@kernel';
import { walletErrorText } from '../lib/error-text';

export function LoadFailure({ state, testId }: { state: Loaded<unknown>; testId: string }) {
  const { i18n } = useLingui();
  if (state.loading || state.error === null) return null;
  return <ErrorView message={walletErrorText(i18n, state.error)} onRetry={state.reload} testId={`${testId}-error`} />;
}
