/** The active language: `?lang=<code>` (saved) wins, then the saved choice, then the brand default. */
import { isLanguageCode, type LanguageCode } from '@contracts/languages';
import { atom } from 'jotai';
import { readItem, STORAGE_KEYS, writeItem } from '../storage';

export const languageAtom = atom<LanguageCode>('km');

/** Read at boot before the status call (spec §4): `?lang=` is saved, so it survives navigation. */
export function readSavedLanguage(search: string = globalThis.location?.search ?? ''): LanguageCode | null {
  const fromUrl = new URLSearchParams(search).get('lang')?.toLowerCase();
  if (fromUrl && isLanguageCode(fromUrl)) {
    writeItem(STORAGE_KEYS.language, fromUrl);
    return fromUrl;
  }
  const saved = readItem(STORAGE_KEYS.language);
  return saved && isLanguageCode(saved) ? saved : null;
}

export function saveLanguage(code: LanguageCode): void {
  writeItem(STORAGE_KEYS.language, code);
}
