/**
 * Game wallets (GCS_walletTransfer, FUNDTRANS3): each transfer wallet's balance, and moving an
 * amount in from or out to the main wallet. Shown only when the brand has transfers on.
 */
import { parseAmount } from '@contracts/wallet/money';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { setWalletAtom, toast, useFlag, useFormat, useLoad, withLoading } from '@kernel';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { newRequestId } from '../../api/send';
import { fetchWallets, sendTransfer } from '../../api/wallets';
import { walletErrorText } from '../../lib/error-text';
import styles from '../../wallet.module.css';
import { Loadable } from '../Loadable';

export function TransferCard({ onMoved }: { onMoved: () => void }) {
  const on = useFlag('FUNDTRANS3');
  return on ? <Transfers onMoved={onMoved} /> : null;
}

function Transfers({ onMoved }: { onMoved: () => void }) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const { money } = useFormat();
  const setWallet = useSetAtom(setWalletAtom);
  const wallets = useLoad(fetchWallets, []);
  const [amountText, setAmountText] = useState('');
  const [busy, setBusy] = useState(false);
  const move = async (from: string, to: string, minorUnits: 0 | 2) => {
    const amount = parseAmount(amountText, minorUnits);
    if (amount === null) {
      toast.short(t`Enter a valid amount`);
      return;
    }
    setBusy(true);
    try {
      const value = await withLoading(t`Please wait`, () => sendTransfer({ from, to, amount, requestId: newRequestId() }));
      setWallet(value);
      wallets.reload();
      setAmountText('');
      onMoved();
    } catch (error) {
      toast.long(walletErrorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} data-testid="wallet-transfer">
      <h2>
        <Trans>Game wallets</Trans>
      </h2>
      <Loadable state={wallets} lines={2} testId="wallet-transfer">
        {(w) => {
          const vendors = w.wallets.filter((x) => x.type === 'vendor' && x.transferable);
          if (vendors.length === 0)
            return (
              <p className={styles.muted}>
                <Trans>No game wallet takes transfers on this site.</Trans>
              </p>
            );
          return (
            <>
              <label className={styles.field}>
                <span>{t`Amount (${w.currency.code})`}</span>
                <input
                  inputMode="decimal"
                  value={amountText}
                  onChange={(e) => setAmountText(e.target.value)}
                  data-testid="transfer-amount"
                />
              </label>
              <ul className={styles.list}>
                {vendors.map((x) => (
                  <li key={x.walletCode} data-testid={`transfer-wallet-${x.walletCode}`}>
                    <span>
                      {x.walletCode}
                      <br />
                      <span className={styles.amount}>{money(x.balance)}</span>
                    </span>
                    <span className={styles.tabs}>
                      <button
                        type="button"
                        className={styles.ghost}
                        disabled={busy}
                        onClick={() => void move('MAIN', x.walletCode, w.currency.minorUnits)}
                        data-testid={`transfer-in-${x.walletCode}`}
                      >
                        <Trans>Move in</Trans>
                      </button>
                      <button
                        type="button"
                        className={styles.ghost}
                        disabled={busy}
                        onClick={() => void move(x.walletCode, 'MAIN', w.currency.minorUnits)}
                        data-testid={`transfer-out-${x.walletCode}`}
                      >
                        <Trans>Move out</Trans>
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </Loadable>
    </section>
  );
}
