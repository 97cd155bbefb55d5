/** The honest state of a route whose feature lands in a later release. */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { storeIdOf } from '../store';
import { Icon } from './icons';
import styles from './ui.module.css';

export type ComingSoonProps = {
  title: MessageDescriptor;
  testId: string;
  /** the remote that draws it, and the jotai store it sees (its own `useStore()`): e2e proof of one store */
  remote?: string;
  storeProbe?: unknown;
};

export function ComingSoon({ title, testId, remote, storeProbe }: ComingSoonProps) {
  const { i18n } = useLingui();
  return (
    <section
      className={styles.placeholder}
      data-testid={`coming-soon-${testId}`}
      data-remote={remote}
      data-store-id={storeProbe === undefined ? undefined : storeIdOf(storeProbe)}
    >
      <div className={styles.placeholderIcon}>
        <Icon name="hourglass" size={2.5} />
      </div>
      <h2>{i18n._(title)}</h2>
      <p>
        <Trans>This feature is coming soon.</Trans>
      </p>
    </section>
  );
}
