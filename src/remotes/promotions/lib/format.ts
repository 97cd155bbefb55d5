/** Dates as YYYY/MM/DD (spec "Promotions") and amounts in the brand's currency. */
import { formatMinor } from '@contracts/wallet/money';
import { useSite } from '@kernel';
import { useCallback } from 'react';

export function ymd(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

export function useMoney(): (amount: number) => string {
  const site = useSite();
  const c = site.currency;
  return useCallback(
    (amount: number) => {
      const [whole = '0', fraction] = formatMinor(amount, c.minorUnits === 0 ? 0 : 2, 2).split('.');
      return `${c.symbol} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction ?? '00'}`;
    },
    [c],
  );
}
