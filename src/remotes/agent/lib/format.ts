/** Amounts in the brand's currency, rebates and rates as percentages, dates as YYYY-MM-DD. */
import { formatMinor } from '@contracts/wallet/money';
import { useSite } from '@kernel';
import { useCallback } from 'react';

export function useMoney(): (amount: number) => string {
  const { currency } = useSite();
  return useCallback(
    (amount: number) => {
      const [whole = '0', fraction] = formatMinor(amount, currency.minorUnits === 0 ? 0 : 2, 2).split('.');
      return `${currency.symbol} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction ?? '00'}`;
    },
    [currency],
  );
}

/** Basis points as a percentage: 150 → "1.50%". */
export const percent = (bp: number): string => `${(bp / 100).toFixed(2)}%`;
export const day = (iso: string): string => iso.slice(0, 10);
export const dayTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
/** Plain text of sanitised-on-the-server HTML (never rendered as HTML here). */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
