/** The console's languages (English, Chinese): the choice is kept in the browser; the first visit follows the browser's language. */
import { i18n } from '@lingui/core';
import { messages as en } from '../locales/en/messages';
import { messages as zh } from '../locales/zh/messages';

export const LANGUAGES = [
  { code: 'en', label: 'English', htmlLang: 'en' },
  { code: 'zh', label: '中文', htmlLang: 'zh-Hans' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const KEY = 'console.language';

export function initialLanguage(): Language {
  const saved = localStorage.getItem(KEY);
  if (saved === 'en' || saved === 'zh') return saved;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function activate(language: Language): void {
  i18n.load(language, language === 'zh' ? zh : en);
  i18n.activate(language);
  localStorage.setItem(KEY, language);
  document.documentElement.lang = LANGUAGES.find((l) => l.code === language)?.htmlLang ?? 'en';
}

export { i18n };
