/**
 * The formatting module (`@contracts/format`) bound to the active language and the brand's
 * currency: every screen and remote writes money, numbers and dates through it, so the same amount
 * reads the same everywhere. It binds what screens use (the host's first load carries it); the rest
 * of the module (plain numbers, relative times, the spec's fixed calendar days) is imported from
 * `@contracts/format` where it is needed.
 */
import {
  type DateInput,
  formatBasisPoints,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatMoney,
  formatShortDate,
  type MoneyCurrency,
} from '@contracts/format';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { languageAtom } from '../i18n/language';
import { siteAtom } from '../status/atoms';

export type Format = {
  /** minor units of the brand's currency (or the one given) → "$1,234.56", "1,000៛" */
  money: (amount: number, currency?: MoneyCurrency) => string;
  /** basis points → "1.50%" */
  basisPoints: (bp: number) => string;
  date: (d: DateInput) => string;
  dateTime: (d: DateInput) => string;
  shortDate: (d: DateInput) => string;
  dayTime: (d: DateInput) => string;
};

const NO_CURRENCY: MoneyCurrency = { code: 'USD', symbol: '$', minorUnits: 2 };

export function useFormat(): Format {
  const lang = useAtomValue(languageAtom);
  const brandCurrency = useAtomValue(siteAtom)?.currency ?? NO_CURRENCY;
  return useMemo(
    () => ({
      money: (amount, currency = brandCurrency) => formatMoney(amount, currency, lang),
      basisPoints: (bp) => formatBasisPoints(bp, lang),
      date: (d) => formatDate(d, lang),
      dateTime: (d) => formatDateTime(d, lang),
      shortDate: (d) => formatShortDate(d, lang),
      dayTime: (d) => formatDayTime(d, lang),
    }),
    [lang, brandCurrency],
  );
}
