/**
 * The balance widget (spec "Balance widget"): currency symbol and total balance to 2 decimals (none
 * for a currency without minor units), written as every amount is (`@contracts/format`);
 * tapping the amount masks it with asterisks (the choice is kept), and it is masked while a refresh
 * runs; the refresh icon reloads the wallet. Mounting it loads the wallet (home and side menu).
 */
import { formatMaskedMoney, formatMoney, type MoneyCurrency } from '@contracts/format';
import type { LanguageCode } from '@contracts/languages';
import { useLingui } from '@lingui/react/macro';
import { balanceMaskedAtom, Icon, languageAtom, refreshWalletAtom, useSite, walletAtom, walletRefreshingAtom } from '@kernel';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type CSSProperties, useEffect } from 'react';
import styles from './chrome.module.css';

/** "$1,234.50" (en); asterisks in the figure's place when masked, refreshing or not loaded ("$ ****" en, "**** ៛" km). */
export function formatBalance(sumBalance: number | null, currency: MoneyCurrency, lang: LanguageCode, masked: boolean): string {
  if (masked || sumBalance === null) return formatMaskedMoney(currency, lang);
  return formatMoney(sumBalance, currency, lang);
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
  const lang = useAtomValue(languageAtom);
  const text = formatBalance(refreshing ? null : (wallet?.sumBalance ?? null), wallet?.currency ?? site.currency, lang, masked);
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
