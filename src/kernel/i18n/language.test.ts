import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../store';
import { activateLanguage, changeLanguage } from './catalogs';
import { languageAtom, readSavedLanguage } from './language';

// the complete languages, fixed for these tests (Arabic among them)
vi.mock('../../contracts/catalog-languages', () => ({ CATALOG_LANGUAGES: ['km', 'zh', 'en', 'ar'] }));

afterEach(async () => {
  await activateLanguage('en');
});

describe('language', () => {
  it('?lang=<code> wins and is saved; the saved language is read next time', () => {
    expect(readSavedLanguage('?lang=zh')).toBe('zh');
    expect(localStorage.getItem('lang')).toBe('zh');
    expect(readSavedLanguage('')).toBe('zh');
  });

  it('mirrors the saved choice in a cookie, so the server opens the next page in it', async () => {
    readSavedLanguage('?lang=en');
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
    await changeLanguage('zh');
    expect(document.cookie).toMatch(/(^|; )lang=zh(;|$)/);
    // a choice saved before the cookie existed is mirrored on the next boot
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'lang=; max-age=0; path=/';
    localStorage.setItem('lang', 'km');
    expect(readSavedLanguage('')).toBe('km');
    expect(document.cookie).toMatch(/(^|; )lang=km(;|$)/);
  });

  it('reads a choice only the server saved (the page left before its scripts ran), and keeps it on this device', () => {
    localStorage.removeItem('lang');
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'lang=zh; path=/';
    expect(readSavedLanguage('')).toBe('zh');
    expect(localStorage.getItem('lang')).toBe('zh');
    // an unknown code in the cookie is passed over
    localStorage.removeItem('lang');
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'lang=xx; path=/';
    expect(readSavedLanguage('')).toBeNull();
  });

  it('ignores an unknown ?lang= and keeps the saved one', () => {
    localStorage.setItem('lang', 'km');
    expect(readSavedLanguage('?lang=xx')).toBe('km');
  });

  it("Arabic turns the document right-to-left, with Arabic's own catalog", async () => {
    await activateLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(store.get(languageAtom)).toBe('ar');
    expect(i18n._({ id: 'contact_service' })).toMatch(/\p{Script=Arabic}/u);
  });

  it('Khmer and Chinese load their own catalogs, left-to-right', async () => {
    await activateLanguage('zh');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n._({ id: 'contact_service' })).not.toMatch(/customer service/);
    await activateLanguage('km');
    expect(document.documentElement.lang).toBe('km');
    expect(i18n._({ id: 'contact_service' })).not.toMatch(/customer service/);
  });
});
