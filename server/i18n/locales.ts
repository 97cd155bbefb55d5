/**
 * The `Intl` locale of each language of the table (`src/contracts/languages.ts`): the country the
 * sites serve for a bare code (km-KH, th-TH, ...), `tw` is Traditional Chinese (zh-TW), and Arabic
 * keeps Latin digits (amounts, codes and dates stay the digits the rest of the site shows).
 */
import type { LanguageCode } from '../../src/contracts/languages';

export const LOCALES: { readonly [L in LanguageCode]: string } = {
  km: 'km-KH',
  zh: 'zh-CN',
  en: 'en-GB',
  ja: 'ja-JP',
  th: 'th-TH',
  vi: 'vi-VN',
  my: 'my-MM',
  es: 'es-ES',
  hi: 'hi-IN',
  id: 'id-ID',
  ko: 'ko-KR',
  ms: 'ms-MY',
  pt: 'pt-BR',
  tw: 'zh-TW',
  ru: 'ru-RU',
  ar: 'ar-u-nu-latn',
};

export function localeOf(language: LanguageCode): string {
  return LOCALES[language];
}
