/** What a failed area shows: a message and a Retry button (never an endless spinner). */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Icon } from './icons';
import styles from './ui.module.css';

export type ErrorViewProps = {
  message?: MessageDescriptor | string;
  onRetry?: () => void;
  testId?: string;
};

export function ErrorView({ message, onRetry, testId = 'error-view' }: ErrorViewProps) {
  const { i18n } = useLingui();
  const text = message === undefined ? null : typeof message === 'string' ? message : i18n._(message);
  return (
    <section className={styles.placeholder} role="alert" data-testid={testId}>
      <div className={styles.placeholderIcon}>
        <Icon name="alert" size={2.5} />
      </div>
      <h2>
        <Trans>Something went wrong</Trans>
      </h2>
      {text && <p>{text}</p>}
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry} data-testid={`${testId}-retry`}>
          <Trans>Retry</Trans>
        </button>
      )}
    </section>
  );
}
