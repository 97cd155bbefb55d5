/**
 * The languages (the table: language-table.ts), which of them the site offers, and the rules that
 * pick a page's language. A language is offered only when its catalogs are complete
 * (CATALOG_LANGUAGES, generated from the .po files by `npm run i18n:compile`).
 */
import { CATALOG_LANGUAGES as COMPLETE } from './catalog-languages';

import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from './language-table';

export { LANGUAGE_CODES, LANGUAGES, type LanguageCode };

/** Languages whose every catalog is complete: the only ones a picker offers or a page opens in. */
export const CATALOG_LANGUAGES: readonly LanguageCode[] = COMPLETE;
export function isCatalogLanguage(code: string): code is LanguageCode {
  return (CATALOG_LANGUAGES as readonly string[]).includes(code);
}

/** The brand's languages the site offers: those it lists whose catalogs are complete, in its order. */
export function offeredLanguages(site: { languages: readonly LanguageCode[] }): LanguageCode[] {
  return site.languages.filter(isCatalogLanguage);
}

/**
 * The language a page opens in for a wanted one (`?lang=`, the saved choice): the wanted language
 * when the brand offers it, else the brand's default, else its first offered language, else
 * English (whose catalogs are the source and always complete).
 */
export function siteLanguage(
  wanted: LanguageCode | null | undefined,
  site: { defaultLanguage: LanguageCode; languages: readonly LanguageCode[] },
): LanguageCode {
  const offered = offeredLanguages(site);
  if (wanted && offered.includes(wanted)) return wanted;
  if (isCatalogLanguage(site.defaultLanguage)) return site.defaultLanguage;
  return offered[0] ?? 'en';
}

/** The BCP 47 tag a document or element in the language declares (`tw` → `zh-TW`): `<html lang>`, `lang=`. */
export function languageTag(code: LanguageCode): string {
  const l = LANGUAGES.find((x) => x.code === code);
  return l && 'tag' in l ? l.tag : code;
}

/** The BCP 47 locale of a language (`tw` → `zh-TW`), for Intl. */
export function localeOf(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.locale ?? 'en-US';
}

/**
 * Languages the server's stored content (announcements, help entries, promotion categories) can be
 * written in: every language of the table; the demo content every brand starts with is written in
 * all of them. A text an operator wrote in fewer languages is read in English where the asked
 * language is missing (the content store's own fallback). Game names stay as the vendors name them.
 */
export const CONTENT_LANGUAGES: readonly [LanguageCode, ...LanguageCode[]] = LANGUAGE_CODES;
export type ContentLanguage = LanguageCode;
export function contentLanguageFor(code: LanguageCode): ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(code) ? code : 'en';
}

/** Header value the platform uses for `Language`. */
export const LANGUAGE_HEADER: Record<LanguageCode, string> = {
  km: 'KM',
  zh: 'CN',
  en: 'EN',
  ja: 'JA',
  th: 'TH',
  vi: 'VI',
  my: 'MY',
  es: 'ES',
  hi: 'HI',
  id: 'ID',
  ko: 'KO',
  ms: 'MS',
  pt: 'PT',
  tw: 'TW',
  ru: 'RU',
  ar: 'AR',
};

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}
export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/**
 * The cookie that mirrors the player's saved language (the client writes it with its saved choice),
 * so the server's page HTML can be in that language: `<html lang>`, the catalog it preloads and the
 * first screen's words.
 */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The language a page opens in, the client's rule (src/kernel/i18n/language.ts) as the server can
 * read it: a valid `?lang=` wins, then the saved choice (the cookie), then the brand's default.
 */
export function pageLanguage(fromQuery: unknown, saved: string | null | undefined, brandDefault: LanguageCode): LanguageCode {
  const q = typeof fromQuery === 'string' ? fromQuery.toLowerCase() : '';
  if (isLanguageCode(q)) return q;
  return saved && isLanguageCode(saved) ? saved : brandDefault;
}
