/** The player's recent deposits with their method (by name) and state; a pending gateway one until when it may be paid. */
import type { DepositView } from '@contracts/wallet/deposit';
import { useLingui } from '@lingui/react';
import { noDataMessage, useFormat } from '@kernel';
import { Trans } from '@lingui/react/macro';
import styles from '../../wallet.module.css';
import { Status } from '../Status';
import { depositMethodTitle } from './methods';
import { PayBy } from './PayBy';

export function DepositHistory({ list }: { list: DepositView[] }) {
  const { i18n } = useLingui();
  const { money, dateTime: when } = useFormat();
  const methodName = (d: DepositView) => {
    const title = depositMethodTitle(d.method, d.channel);
    return title ? i18n._(title) : d.channel;
  };
  return (
    <section className={styles.card} data-testid="deposit-history">
      <h2>
        <Trans>Recent deposits</Trans>
      </h2>
      {list.length === 0 ? (
        <p className={styles.empty}>{i18n._(noDataMessage)}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((d) => (
            <li key={d.depositId} data-testid={`deposit-row-${d.depositId}`}>
              <span>
                <span className={styles.amount}>{money(d.amount)}</span>
                {d.bonus > 0 && <span className={styles.plus}> +{money(d.bonus)}</span>}
                <br />
                <small className={styles.muted}>
                  {methodName(d)} · {d.reference} · {when(d.createdAt)}
                </small>
                {d.note && <small className={styles.muted}> · {d.note}</small>}
                <PayBy deposit={d} testId={`deposit-pay-by-${d.depositId}`} />
              </span>
              <Status status={d.status} testId={`deposit-status-${d.depositId}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
