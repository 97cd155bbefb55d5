/**
 * The game pages' string tables as the server reads them (the pages fetch their own: pages/i18n.ts):
 * the page shell's title and `<html lang dir>` in the page's language, and the completeness test.
 */
import type { LanguageCode } from '../../src/contracts/languages';
import { EN, KM, type Strings, ZH } from './pages/i18n';
import AR from './pages/i18n-ar';
import ES from './pages/i18n-es';
import HI from './pages/i18n-hi';
import ID from './pages/i18n-id';
import JA from './pages/i18n-ja';
import KO from './pages/i18n-ko';
import MS from './pages/i18n-ms';
import MY from './pages/i18n-my';
import PT from './pages/i18n-pt';
import RU from './pages/i18n-ru';
import TH from './pages/i18n-th';
import TW from './pages/i18n-tw';
import VI from './pages/i18n-vi';

export const PAGE_STRINGS: { readonly [L in LanguageCode]: Strings } = {
  en: EN,
  zh: ZH,
  km: KM,
  ja: JA,
  th: TH,
  vi: VI,
  my: MY,
  es: ES,
  hi: HI,
  id: ID,
  ko: KO,
  ms: MS,
  pt: PT,
  tw: TW,
  ru: RU,
  ar: AR,
};

/** the modules a page fetches for its strings: en, zh and km are inside i18n.js, the others their own */
export function stringsModuleOf(language: LanguageCode): string | null {
  return language === 'en' || language === 'zh' || language === 'km' ? null : `i18n-${language}.js`;
}
