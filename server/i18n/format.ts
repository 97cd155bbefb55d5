/**
 * Dates and amounts the server writes into a text (an SMS, a page, a message), in the text's
 * language: `Intl` with the language's locale (`locales.ts`), in the brand's time zone when it has
 * one (else UTC, the server's clock), an amount with its currency's minor units.
 */
import type { LanguageCode } from '../../src/contracts/languages';
import { localeOf } from './locales';

export type WhereOptions = { timeZone?: string };

/** "26 November 2026" / "2026年11月26日" / "26 พฤศจิกายน 2569": the day, written out */
export function formatDate(date: Date, language: LanguageCode, where: WhereOptions = {}): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: where.timeZone ?? 'UTC' }).format(date);
}

/** the day and the time to the minute, with the zone's name when it is not the brand's own */
export function formatDateTime(date: Date, language: LanguageCode, where: WhereOptions = {}): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: where.timeZone ?? 'UTC',
    ...(where.timeZone ? {} : { timeZoneName: 'short' }),
  }).format(date);
}

/** a count, grouped as the language writes it */
export function formatNumber(n: number, language: LanguageCode): string {
  return new Intl.NumberFormat(localeOf(language)).format(n);
}

/** an amount in minor units, with the currency's code and as many decimals as it has minor units */
export function formatAmount(minor: number, currency: { code: string; minorUnits: number }, language: LanguageCode): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: currency.code,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: currency.minorUnits,
    maximumFractionDigits: currency.minorUnits,
  }).format(minor / 10 ** currency.minorUnits);
}
