/**
 * A failed load inside a card that stays usable without it (what a deposit limit leaves, a payment
 * result being checked): what could not be loaded, why, in the player's words, and Retry. Smaller
 * than the error view that stands in for a whole area.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { walletErrorText } from '../lib/error-text';
import styles from '../wallet.module.css';

export function InlineFailure({
  title,
  error,
  onRetry,
  busy = false,
  testId,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** a retry is under way: the button waits for it */
  busy?: boolean;
  testId: string;
}) {
  const { i18n } = useLingui();
  return (
    <div className={`${styles.notice} ${styles.failure}`} role="alert" data-testid={testId}>
      <p>
        <strong>{title}</strong>
        <br />
        <span data-testid={`${testId}-reason`}>{walletErrorText(i18n, error)}</span>
      </p>
      <button type="button" className={styles.ghost} onClick={onRetry} disabled={busy} data-testid={`${testId}-retry`}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
