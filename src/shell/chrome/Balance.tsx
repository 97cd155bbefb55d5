/**
 * The balance widget (spec "Balance widget"): currency symbol and total balance to 2 decimals;
 * tapping the amount masks it with asterisks (the choice is kept), and it is masked while a refresh
 * runs; the refresh icon reloads the wallet. Mounting it loads the wallet (home and side menu).
 */
import { formatMinor } from '@contracts/wallet/money';
import { useLingui } from '@lingui/react/macro';
import { balanceMaskedAtom, Icon, refreshWalletAtom, useSite, walletAtom, walletRefreshingAtom } from '@kernel';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type CSSProperties, useEffect } from 'react';
import styles from './chrome.module.css';

const MASK = '****';

/** "$ 1,234.50"; asterisks when masked, refreshing or not loaded. */
export function formatBalance(sumBalance: number | null, minorUnits: 0 | 2, symbol: string, masked: boolean): string {
  if (masked || sumBalance === null) return `${symbol} ${MASK}`;
  const [whole = '0', fraction = '00'] = formatMinor(sumBalance, minorUnits, 2).split('.');
  return `${symbol} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export function Balance({ testId = 'header-balance' }: { testId?: string }) {
  const { t } = useLingui();
  const site = useSite();
  const wallet = useAtomValue(walletAtom);
  const refreshing = useAtomValue(walletRefreshingAtom);
  const [masked, setMasked] = useAtom(balanceMaskedAtom);
  const refresh = useSetAtom(refreshWalletAtom);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const minorUnits = wallet?.currency.minorUnits ?? (site.currency.minorUnits === 0 ? 0 : 2);
  const text = formatBalance(refreshing ? null : (wallet?.sumBalance ?? null), minorUnits, wallet?.currency.symbol ?? site.currency.symbol, masked);
  return (
    <span className={styles.balanceWidget} data-testid={testId}>
      <button
        type="button"
        className={styles.balance}
        onClick={() => setMasked(!masked)}
        aria-label={masked ? t`Show balance` : t`Hide balance`}
        aria-pressed={masked}
        data-testid={`${testId}-amount`}
        style={{ '--chars': text.length } as CSSProperties}
      >
        {text}
      </button>
      <button
        type="button"
        className={styles.balanceRefresh}
        onClick={() => void refresh()}
        disabled={refreshing}
        aria-label={t`Refresh balance`}
        aria-busy={refreshing}
        data-testid={`${testId}-refresh`}
      >
        <Icon name="refresh" />
      </button>
    </span>
  );
}
