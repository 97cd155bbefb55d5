/** The balance widget: currency symbol and total to 2 decimals, maskable with asterisks. */
import { useLingui } from '@lingui/react/macro';
import { balanceAtom, balanceMaskedAtom, useSite } from '@kernel';
import { useAtom, useAtomValue } from 'jotai';
import styles from './chrome.module.css';

export function formatBalance(amount: number | null, symbol: string, masked: boolean): string {
  if (masked || amount === null) return `${symbol} ****`;
  return `${symbol} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function Balance() {
  const { t } = useLingui();
  const site = useSite();
  const amount = useAtomValue(balanceAtom);
  const [masked, setMasked] = useAtom(balanceMaskedAtom);
  return (
    <button
      type="button"
      className={styles.balance}
      onClick={() => setMasked(!masked)}
      aria-label={masked ? t`Show balance` : t`Hide balance`}
      data-testid="header-balance"
    >
      {formatBalance(amount, site.currency.symbol, masked)}
    </button>
  );
}
