/**
 * Back from the gateway (`?deposit=<id>`): the deposit's state, checked every 2 s until it is
 * decided (at most a minute); the wallet reloads when it is credited.
 */
import type { DepositView } from '@contracts/wallet/deposit';
import { Trans } from '@lingui/react/macro';
import { refreshWalletAtom, useFormat } from '@kernel';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchDeposits } from '../../api/deposit';
import styles from '../../wallet.module.css';
import { Status } from '../Status';

export const RETURN_POLL_MS = 2_000;
const MAX_POLLS = 30;

export function GatewayReturn({ depositId, onDecided }: { depositId: number; onDecided: () => void }) {
  const { money } = useFormat();
  const refresh = useSetAtom(refreshWalletAtom);
  const [deposit, setDeposit] = useState<DepositView | null>(null);
  useEffect(() => {
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      polls++;
      try {
        const d = (await fetchDeposits({ depositId })).list[0] ?? null;
        if (!live) return;
        setDeposit(d);
        if (d && d.status !== 'pending') {
          void refresh();
          onDecided();
          return;
        }
      } catch {
        // keep trying: the next poll may succeed
      }
      if (live && polls < MAX_POLLS) timer = setTimeout(check, RETURN_POLL_MS);
    };
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [depositId, refresh, onDecided]);
  if (!deposit) return null;
  return (
    <section className={styles.card} role="status" data-testid="deposit-result">
      <div className={styles.row}>
        <h2>
          <Trans>Payment result</Trans>
        </h2>
        <Status status={deposit.status} testId="deposit-result-status" />
      </div>
      <p className={styles.amount}>{money(deposit.amount)}</p>
      {deposit.status === 'pending' && (
        <p className={styles.muted}>
          <Trans>Waiting for the payment confirmation…</Trans>
        </p>
      )}
    </section>
  );
}
