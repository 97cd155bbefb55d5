/**
 * Money as the player reads it: an amount in minor units of the brand's currency, written by Intl
 * for the language (the symbol's place, grouping and decimal marks of its locale) with the brand's
 * own symbol and exactly the currency's minor units (2 for USD/CNY/THB, none for KHR/VND).
 */
import { directionOf, type LanguageCode } from '../languages';
import { formatMinor } from '../wallet/money';
import { numberFormat } from './intl';

/** `symbol` left out: the one Intl writes for the code in that language (the vendors, which know only the code) */
export type MoneyCurrency = { code: string; symbol?: string | undefined; minorUnits: number };

const ISO_CODE = /^[A-Z]{3}$/;

/**
 * A right-to-left language's amount is a right-to-left isolate (RLI … PDI): written as Intl's pattern
 * for the language says (Arabic: the amount, then the symbol), it is drawn as that pattern means in
 * right-to-left reading, the symbol left of the figure ("$ 1,234.56", read figure first), inside any
 * text, in either direction, and nothing around it can reorder it. The figure itself, Latin digits,
 * always runs left to right.
 */
const isolated = (text: string, lang: LanguageCode) => (directionOf(lang) === 'rtl' ? `\u2067${text}\u2069` : text);

/** 123456 with USD in en → "$1,234.56"; 1000 with KHR in km → "1,000៛"; in vi → "1.000 ៛"; in ar → RLI "‏1,234.56 $" PDI. */
export function formatMoney(amount: number, currency: MoneyCurrency, lang: LanguageCode): string {
  const digits = currency.minorUnits === 0 ? 0 : 2;
  const fixed = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  // the exact decimal (no floating point on the way), which Intl formats as written
  const decimal = formatMinor(amount, digits) as `${number}`;
  if (!ISO_CODE.test(currency.code)) return isolated(`${currency.symbol ?? ''}${numberFormat(lang, fixed).format(decimal)}`, lang);
  const parts = numberFormat(lang, { style: 'currency', currency: currency.code, currencyDisplay: 'narrowSymbol', ...fixed }).formatToParts(
    decimal,
  );
  const { symbol } = currency;
  return isolated(parts.map((p) => (p.type === 'currency' && symbol !== undefined ? symbol : p.value)).join(''), lang);
}
