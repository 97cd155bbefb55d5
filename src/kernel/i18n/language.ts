/** The active language: `?lang=<code>` (saved) wins, then the saved choice, then the brand default. */
import { isLanguageCode, LANGUAGE_COOKIE, type LanguageCode } from '@contracts/languages';
import { atom } from 'jotai';
import { readItem, STORAGE_KEYS, writeItem } from '../storage';

/** The active language: the source language (en, as Lingui's) until boot activates the page's. */
export const languageAtom = atom<LanguageCode>('en');

/** Read at boot before the status call (spec §4): `?lang=` is saved, so it survives navigation. */
export function readSavedLanguage(search: string = globalThis.location?.search ?? ''): LanguageCode | null {
  const fromUrl = new URLSearchParams(search).get('lang')?.toLowerCase();
  if (fromUrl && isLanguageCode(fromUrl)) {
    saveLanguage(fromUrl);
    return fromUrl;
  }
  const saved = readItem(STORAGE_KEYS.language);
  if (saved && isLanguageCode(saved)) {
    writeLanguageCookie(saved); // a choice saved before the cookie existed
    return saved;
  }
  // the server saves a `?lang=` choice in the cookie too (the player may leave that page before its scripts ran)
  const cookie = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]+)`).exec(globalThis.document?.cookie ?? '')?.[1];
  if (!cookie || !isLanguageCode(cookie)) return null;
  saveLanguage(cookie);
  return cookie;
}

/** Saved for this device, and mirrored in a cookie so the server's next page HTML is in it. */
export function saveLanguage(code: LanguageCode): void {
  writeItem(STORAGE_KEYS.language, code);
  writeLanguageCookie(code);
}

function writeLanguageCookie(code: LanguageCode): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older mobile browsers
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}
