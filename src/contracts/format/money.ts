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

/** Intl's parts of `decimal` in the currency, the brand's symbol in place of Intl's; null for a code Intl does not know. */
function moneyParts(decimal: `${number}`, currency: MoneyCurrency, lang: LanguageCode): Intl.NumberFormatPart[] | null {
  if (!ISO_CODE.test(currency.code)) return null;
  const digits = currency.minorUnits === 0 ? 0 : 2;
  const options = { style: 'currency', currency: currency.code, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits } as const;
  const parts = numberFormat(lang, { ...options, maximumFractionDigits: digits }).formatToParts(decimal);
  const { symbol } = currency;
  return parts.map((p) => (p.type === 'currency' && symbol !== undefined ? { type: 'currency', value: symbol } : p));
}

/** 123456 with USD in en → "$1,234.56"; 1000 with KHR in km → "1,000៛"; in vi → "1.000 ៛"; in ar → RLI "‏1,234.56 $" PDI. */
export function formatMoney(amount: number, currency: MoneyCurrency, lang: LanguageCode): string {
  const digits = currency.minorUnits === 0 ? 0 : 2;
  // the exact decimal (no floating point on the way), which Intl formats as written
  const decimal = formatMinor(amount, digits) as `${number}`;
  const parts = moneyParts(decimal, currency, lang);
  if (parts) return isolated(parts.map((p) => p.value).join(''), lang);
  const fixed = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return isolated(`${currency.symbol ?? ''}${numberFormat(lang, fixed).format(decimal)}`, lang);
}

/** The parts of an amount's figure: what a mask stands in for. */
const FIGURE = new Set<Intl.NumberFormatPart['type']>(['integer', 'group', 'decimal', 'fraction']);

/**
 * A hidden amount: `mask` where formatMoney writes the figure, the symbol where the language's pattern
 * puts it, so the hidden and the shown amount read in the same order (en "$ ****", km "**** ៛", ar RLI
 * "‏**** $" PDI: drawn "$ ****" like "$ 1,234.56"). The pattern's own space stays between the two;
 * where it writes none, a space keeps the asterisks apart from the symbol.
 */
export function formatMaskedMoney(currency: MoneyCurrency, lang: LanguageCode, mask = '****'): string {
  const parts = moneyParts('0', currency, lang) ?? [
    { type: 'currency', value: currency.symbol ?? '' },
    { type: 'integer', value: '0' },
  ];
  const masked: Intl.NumberFormatPart[] = [];
  let figure = false;
  for (const part of parts) {
    if (!FIGURE.has(part.type)) masked.push(part);
    else if (!figure) {
      masked.push({ type: 'integer', value: mask });
      figure = true;
    }
  }
  const text = masked.map((part, i) => {
    const next = masked[i + 1];
    const adjacent =
      next && ((part.type === 'currency' && next.type === 'integer') || (part.type === 'integer' && next.type === 'currency'));
    return adjacent ? `${part.value} ` : part.value;
  });
  return isolated(text.join(''), lang);
}
