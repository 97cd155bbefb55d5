/** A route this member type may not see. */
import { msg } from '@lingui/core/macro';
import { ErrorView } from '@kernel';

export function NotAllowed() {
  return (
    <ErrorView testId="not-allowed" message={msg({ id: 'no_permission', message: 'No permission, or this feature is unavailable' })} />
  );
}
