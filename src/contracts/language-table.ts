/**
 * The language table: code (the brands' and URLs' code), own name, flag, direction and the BCP 47
 * locale its numbers and dates are written in (no imports: the catalog scripts read it before the
 * catalog index exists). A document in the language declares the code as its BCP 47 tag (`<html
 * lang>`), which it is for every language (`my` Burmese, `ms` Malay, `zh` Chinese in its likely
 * script, simplified) but `tw`, which is Twi: that one has its `tag`, Traditional Chinese as written
 * in Taiwan (`zh-TW`).
 */
export const LANGUAGES = [
  { code: 'km', name: 'ខ្មែរ', flag: '🇰🇭', dir: 'ltr', locale: 'km-KH' },
  { code: 'zh', name: '中文', flag: '🇨🇳', dir: 'ltr', locale: 'zh-CN' },
  { code: 'en', name: 'English', flag: '🇬🇧', dir: 'ltr', locale: 'en-US' },
  { code: 'ja', name: '日本語', flag: '🇯🇵', dir: 'ltr', locale: 'ja-JP' },
  { code: 'th', name: 'ไทย', flag: '🇹🇭', dir: 'ltr', locale: 'th-TH' },
  { code: 'vi', name: 'Tiếng Việt', flag: '🇻🇳', dir: 'ltr', locale: 'vi-VN' },
  { code: 'my', name: 'မြန်မာ', flag: '🇲🇲', dir: 'ltr', locale: 'my-MM' },
  { code: 'es', name: 'Español', flag: '🇪🇸', dir: 'ltr', locale: 'es-ES' },
  { code: 'hi', name: 'हिन्दी', flag: '🇮🇳', dir: 'ltr', locale: 'hi-IN' },
  { code: 'id', name: 'Bahasa Indonesia', flag: '🇮🇩', dir: 'ltr', locale: 'id-ID' },
  { code: 'ko', name: '한국어', flag: '🇰🇷', dir: 'ltr', locale: 'ko-KR' },
  { code: 'ms', name: 'Bahasa Melayu', flag: '🇲🇾', dir: 'ltr', locale: 'ms-MY' },
  { code: 'pt', name: 'Português', flag: '🇵🇹', dir: 'ltr', locale: 'pt-PT' },
  { code: 'tw', name: '繁體中文', flag: '🇹🇼', dir: 'ltr', tag: 'zh-TW', locale: 'zh-TW' },
  { code: 'ru', name: 'Русский', flag: '🇷🇺', dir: 'ltr', locale: 'ru-RU' },
  { code: 'ar', name: 'العربية', flag: '🇸🇦', dir: 'rtl', locale: 'ar-SA' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];
