/** The player's withdrawals and their state (pending, paid, rejected with the operator's note). */
import type { WithdrawalView } from '@contracts/wallet/withdraw';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { noDataMessage, useFormat } from '@kernel';
import styles from '../../wallet.module.css';
import { Status } from '../Status';

export function WithdrawHistory({ list }: { list: WithdrawalView[] }) {
  const { i18n } = useLingui();
  const { money, dateTime: when } = useFormat();
  return (
    <section className={styles.card} data-testid="withdraw-history">
      <h2>
        <Trans>Withdrawals</Trans>
      </h2>
      {list.length === 0 ? (
        <p className={styles.empty}>{i18n._(noDataMessage)}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((w) => (
            <li key={w.withdrawalId} data-testid={`withdraw-row-${w.withdrawalId}`}>
              <span>
                <span className={styles.amount}>{money(w.amount)}</span>
                <br />
                <small className={styles.muted}>
                  {w.bankName} {w.accountNoMasked} · {when(w.createdAt)}
                  {w.note ? ` · ${w.note}` : ''}
                </small>
              </span>
              <Status status={w.status} testId={`withdraw-status-${w.withdrawalId}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
