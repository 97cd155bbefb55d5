/** `/m/withdraw`: balances and limits, the form, game-wallet transfers, the player's withdrawals and their states. */
import { useLoad } from '@kernel';
import { fetchWithdrawals, fetchWithdrawInfo } from '../api/withdraw';
import { Loadable } from '../components/Loadable';
import { TransferCard } from '../components/withdraw/TransferCard';
import { WithdrawForm } from '../components/withdraw/WithdrawForm';
import { WithdrawHistory } from '../components/withdraw/WithdrawHistory';
import { WithdrawSummary } from '../components/withdraw/WithdrawSummary';
import styles from '../wallet.module.css';

export default function Withdraw() {
  const info = useLoad(fetchWithdrawInfo, []);
  const history = useLoad(() => fetchWithdrawals({ pageSize: 20 }), []);
  const done = () => {
    info.reload();
    history.reload();
  };
  return (
    <div className={styles.page} data-testid="withdraw-page">
      <Loadable state={info} testId="withdraw-info">
        {(i) => (
          <>
            <WithdrawSummary info={i} />
            <WithdrawForm info={i} onDone={done} />
          </>
        )}
      </Loadable>
      <TransferCard onMoved={info.reload} />
      <Loadable state={history} testId="withdraw-history">
        {(h) => <WithdrawHistory list={h.list} />}
      </Loadable>
    </div>
  );
}
