/** Plain numbers and percentages in the language's locale (Latin digits). */
import type { LanguageCode } from '../languages';
import { numberFormat } from './intl';

/** 1234567 in en → "1,234,567"; in vi → "1.234.567". */
export function formatNumber(n: number, lang: LanguageCode, options?: Intl.NumberFormatOptions): string {
  return numberFormat(lang, options).format(n);
}

/** Basis points as a percentage with 2 decimals: 150 in en → "1.50%". */
export function formatBasisPoints(bp: number, lang: LanguageCode): string {
  return numberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bp / 10_000);
}
