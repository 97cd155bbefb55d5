/** A request's state as a coloured badge (pending, credited/paid/settled/verified, rejected/cancelled/expired, not verified yet). */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import styles from '../wallet.module.css';

const TEXT: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  credited: msg`Credited`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
  open: msg`Open`,
  settled: msg`Settled`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  rolled_back: msg`Refunded`,
  verified: msg`Verified`,
  none: msg`Not verified`,
};
const TONE: Record<string, string | undefined> = {
  pending: styles.pending,
  open: styles.pending,
  credited: styles.done,
  paid: styles.done,
  settled: styles.done,
  verified: styles.done,
  rejected: styles.failed,
  cancelled: styles.failed,
  expired: styles.failed,
  rolled_back: styles.failed,
};

export function Status({ status, testId }: { status: string; testId?: string }) {
  const { i18n } = useLingui();
  const text = TEXT[status];
  return (
    <span className={`${styles.status} ${TONE[status] ?? ''}`} data-testid={testId} data-status={status}>
      {text ? i18n._(text) : status}
    </span>
  );
}
