import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../store';
import { activateLanguage } from './catalogs';
import { languageAtom, readSavedLanguage } from './language';

afterEach(async () => {
  await activateLanguage('en');
});

describe('language', () => {
  it('?lang=<code> wins and is saved; the saved language is read next time', () => {
    expect(readSavedLanguage('?lang=zh')).toBe('zh');
    expect(localStorage.getItem('lang')).toBe('zh');
    expect(readSavedLanguage('')).toBe('zh');
  });

  it('ignores an unknown ?lang= and keeps the saved one', () => {
    localStorage.setItem('lang', 'km');
    expect(readSavedLanguage('?lang=xx')).toBe('km');
  });

  it('Arabic turns the document right-to-left, with English text (no Arabic catalog)', async () => {
    await activateLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(store.get(languageAtom)).toBe('ar');
    expect(i18n._({ id: 'network_error' })).toMatch(/No internet/);
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
