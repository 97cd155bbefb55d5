/** Amounts per the brand's currency and dates through date-fns in the active language. */
import type { Currency } from '@contracts/wallet/wallets';
import { formatMinor } from '@contracts/wallet/money';
import { languageAtom, useSite } from '@kernel';
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { km } from 'date-fns/locale/km';
import { zhCN } from 'date-fns/locale/zh-CN';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

const LOCALES = { km, zh: zhCN, en: enUS } as const;

export function useCurrency(): Currency {
  const site = useSite();
  return { code: site.currency.code, symbol: site.currency.symbol, minorUnits: site.currency.minorUnits === 0 ? 0 : 2 };
}

export function money(amount: number, c: Currency): string {
  const [whole = '0', fraction] = formatMinor(amount, c.minorUnits, 2).split('.');
  return `${c.symbol} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction ?? '00'}`;
}

export function useMoney(): (amount: number) => string {
  const c = useCurrency();
  return useCallback((amount: number) => money(amount, c), [c]);
}

export function useDateTime(): (iso: string) => string {
  const lang = useAtomValue(languageAtom);
  const locale = LOCALES[lang as keyof typeof LOCALES] ?? enUS;
  return useCallback((iso: string) => format(new Date(iso), 'PP p', { locale }), [locale]);
}

/** `YYYY-MM-DD` of a day `daysAgo` before today (local calendar). */
export function dayOffset(daysAgo: number, now = new Date()): string {
  return format(new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo), 'yyyy-MM-dd');
}
