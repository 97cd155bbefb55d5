/** Available and held balances, limits and the turnover still owed. */
import type { WithdrawInfo } from '@contracts/wallet/withdraw';
import { Trans } from '@lingui/react/macro';
import styles from '../../wallet.module.css';
import { useFormat } from '@kernel';

export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { money } = useFormat();
  return (
    <section className={styles.card} data-testid="withdraw-summary">
      <div className={styles.row}>
        <span>
          <Trans>Available</Trans>
        </span>
        <span className={styles.amount} data-testid="withdraw-available">
          {money(info.availableBalance)}
        </span>
      </div>
      <div className={styles.row}>
        <span>
          <Trans>Held for pending withdrawals</Trans>
        </span>
        <span className={styles.amount} data-testid="withdraw-locked">
          {money(info.lockedBalance)}
        </span>
      </div>
      <div className={styles.row}>
        <span>
          <Trans>Turnover still required</Trans>
        </span>
        <span className={styles.amount} data-testid="withdraw-turnover">
          {money(info.turnover.remaining)}
        </span>
      </div>
      <p className={styles.muted}>
        <Trans>
          Each withdrawal: {money(info.minAmount)} to {money(info.maxAmount)}
        </Trans>
      </p>
    </section>
  );
}
