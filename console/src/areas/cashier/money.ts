/**
 * Amounts in the console: minor units of the brand's currency, written through the project's one
 * formatting module in the console's language, and read back exactly from what staff type.
 */
import { useLingui } from '@lingui/react';
import * as v from 'valibot';
import { formatMoney } from '../../../../src/contracts/format/money';
import { formatNumber } from '../../../../src/contracts/format/numbers';
import { parseAmount } from '../../../../src/contracts/wallet/money';

export const Currency = v.object({ code: v.string(), symbol: v.string(), minorUnits: v.number() });
export type Currency = v.InferOutput<typeof Currency>;

/** 1250 → "$12.50" in the console's language. */
export function useMoney(currency: Currency | null | undefined): (minor: number) => string {
  const { i18n } = useLingui();
  const lang = i18n.locale === 'zh' ? 'zh' : 'en';
  return (minor) => (currency ? formatMoney(minor, currency, lang) : String(minor));
}

/** "12.50" → 1250; null when not a positive amount of the currency (at most its decimals). */
export function amountOf(text: string, currency: Currency): number | null {
  return parseAmount(text.trim(), currency.minorUnits === 0 ? 0 : 2);
}

/** A whole number in the console's language (counts). */
export function useCount(): (n: number) => string {
  const { i18n } = useLingui();
  const lang = i18n.locale === 'zh' ? 'zh' : 'en';
  return (n) => formatNumber(n, lang);
}
