/**
 * Amounts the server writes into a text (a vendor's refusal, a message), in the text's language:
 * `Intl` with the language's locale (`locales.ts`) and the currency's minor units.
 */
import type { LanguageCode } from '../../src/contracts/languages';
import { localeOf } from './locales';

/** an amount in minor units, with the currency's symbol and as many decimals as it has minor units */
export function formatAmount(minor: number, currency: { code: string; minorUnits: number }, language: LanguageCode): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: currency.code,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: currency.minorUnits,
    maximumFractionDigits: currency.minorUnits,
  }).format(minor / 10 ** currency.minorUnits);
}
