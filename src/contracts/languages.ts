/** The language table. km, zh and en have complete catalogs; the others fall back to en text. */
export const LANGUAGES = [
  { code: 'km', name: 'ខ្មែរ', flag: '🇰🇭', dir: 'ltr' },
  { code: 'zh', name: '中文', flag: '🇨🇳', dir: 'ltr' },
  { code: 'en', name: 'English', flag: '🇬🇧', dir: 'ltr' },
  { code: 'ja', name: '日本語', flag: '🇯🇵', dir: 'ltr' },
  { code: 'th', name: 'ไทย', flag: '🇹🇭', dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', flag: '🇻🇳', dir: 'ltr' },
  { code: 'my', name: 'မြန်မာ', flag: '🇲🇲', dir: 'ltr' },
  { code: 'es', name: 'Español', flag: '🇪🇸', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', flag: '🇮🇳', dir: 'ltr' },
  { code: 'id', name: 'Bahasa Indonesia', flag: '🇮🇩', dir: 'ltr' },
  { code: 'ko', name: '한국어', flag: '🇰🇷', dir: 'ltr' },
  { code: 'ms', name: 'Bahasa Melayu', flag: '🇲🇾', dir: 'ltr' },
  { code: 'pt', name: 'Português', flag: '🇵🇹', dir: 'ltr' },
  { code: 'tw', name: '繁體中文', flag: '🇹🇼', dir: 'ltr' },
  { code: 'ru', name: 'Русский', flag: '🇷🇺', dir: 'ltr' },
  { code: 'ar', name: 'العربية', flag: '🇸🇦', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [
  LanguageCode,
  ...LanguageCode[],
];
/** Languages whose catalogs are complete; others show English text. */
export const CATALOG_LANGUAGES = ['km', 'zh', 'en'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** Header value the platform uses for `Language`. */
export const LANGUAGE_HEADER: Record<LanguageCode, string> = {
  km: 'KM', zh: 'CN', en: 'EN', ja: 'JA', th: 'TH', vi: 'VI', my: 'MY', es: 'ES', hi: 'HI',
  id: 'ID', ko: 'KO', ms: 'MS', pt: 'PT', tw: 'TW', ru: 'RU', ar: 'AR',
};

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}
export function catalogFor(code: LanguageCode): CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly string[]).includes(code) ? (code as CatalogLanguage) : 'en';
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
