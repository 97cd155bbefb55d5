/** `/m/voucherCenter`: deposit (base or new detail version per dep_func), the gateway result, recent deposits. */
import { refreshWalletAtom, statusAtom, useLoad } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { fetchDepositAllowance, fetchDepositBanks, fetchDepositPromos, fetchDeposits } from '../api/deposit';
import { DepositForm } from '../components/deposit/DepositForm';
import { DepositHistory } from '../components/deposit/DepositHistory';
import { GatewayReturn } from '../components/deposit/GatewayReturn';
import { PromoPicker } from '../components/deposit/PromoPicker';
import { Loadable } from '../components/Loadable';
import styles from '../wallet.module.css';

export default function Deposit() {
  const detail = useAtomValue(statusAtom)?.info.mobileTemplate.dep_func === 1 ? 'new' : 'base';
  const [params] = useSearchParams();
  const returned = Number(params.get('deposit'));
  const refresh = useSetAtom(refreshWalletAtom);
  const banks = useLoad(fetchDepositBanks, []);
  const promos = useLoad(fetchDepositPromos, []);
  const history = useLoad(() => fetchDeposits({ pageSize: 10 }), []);
  const allowance = useLoad(fetchDepositAllowance, []);
  const reloadAllowance = allowance.reload;
  const reloadHistory = history.reload;
  const submitted = useCallback(() => {
    reloadHistory();
    reloadAllowance();
  }, [reloadHistory, reloadAllowance]);
  const decided = useCallback(() => reloadHistory(), [reloadHistory]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <div className={styles.page} data-testid={`deposit-page-${detail}`}>
      {Number.isSafeInteger(returned) && returned > 0 && <GatewayReturn depositId={returned} onDecided={decided} />}
      <Loadable state={banks} testId="deposit-banks">
        {(b) => <DepositForm banks={b} detail={detail} allowance={allowance} onSubmitted={submitted} />}
      </Loadable>
      <Loadable state={promos} lines={1} testId="deposit-promos">
        {(p) =>
          p.list.length > 0 ? (
            <div className={styles.card}>
              <PromoPicker promos={p.list} accepted={p.accepted} />
            </div>
          ) : null
        }
      </Loadable>
      <Loadable state={history} testId="deposit-history">
        {(h) => <DepositHistory list={h.list} />}
      </Loadable>
    </div>
  );
}
