/**
 * When a pending gateway deposit ends unless its payment is confirmed first ("Pay by …", in the
 * player's language and time format). A manual transfer has no such time and shows nothing, nor
 * does a deposit already decided.
 */
import type { DepositView } from '@contracts/wallet/deposit';
import { useFormat } from '@kernel';
import { Trans } from '@lingui/react/macro';
import styles from '../../wallet.module.css';

export function PayBy({ deposit, testId, block = false }: { deposit: DepositView; testId: string; block?: boolean }) {
  const { dayTime } = useFormat();
  if (deposit.status !== 'pending' || deposit.method !== 'gateway' || deposit.expiresAt === null) return null;
  const time = dayTime(deposit.expiresAt);
  const text = <Trans>Pay by {time}</Trans>;
  return block ? (
    <p className={styles.muted} data-testid={testId}>
      {text}
    </p>
  ) : (
    <small className={styles.muted} data-testid={testId}>
      {' '}
      · {text}
    </small>
  );
}
