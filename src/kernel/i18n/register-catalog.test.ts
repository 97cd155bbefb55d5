/**
 * Parts' catalogs merged into the one i18n instance as parts register and the language switches,
 * and a language whose catalogs are not complete never activated. The complete languages are fixed
 * here (km, zh, en, th), so the rules are tested whatever the catalogs hold today.
 */
import { LANGUAGE_CODES, type LanguageCode } from '@contracts/languages';
import { i18n, type Messages } from '@lingui/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, type CatalogLoaders, changeLanguage, registerCatalog } from './catalogs';

vi.mock('../../contracts/catalog-languages', () => ({ CATALOG_LANGUAGES: ['km', 'zh', 'en', 'th'] }));

function loaders(make: (lang: LanguageCode) => Messages, asked: string[] = []): CatalogLoaders {
  return Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      lang,
      async () => {
        asked.push(lang);
        return { messages: make(lang) };
      },
    ]),
  ) as CatalogLoaders;
}

afterAll(async () => {
  await activateLanguage('en');
});

describe('registerCatalog', () => {
  it("loads the active language's catalog before it resolves, and every switch loads the part's next one first", async () => {
    const asked: string[] = [];
    await activateLanguage('zh');
    await registerCatalog(
      'test-part',
      loaders((lang) => ({ 'test.part.greeting': [`${lang} hello`] }), asked),
    );
    expect(i18n._('test.part.greeting')).toBe('zh hello');
    await activateLanguage('th');
    expect(i18n._('test.part.greeting')).toBe('th hello');
    await activateLanguage('km');
    expect(i18n._('test.part.greeting')).toBe('km hello');
    // the shell's strings are still there beside the part's (merged, not replaced)
    expect(i18n._({ id: 'network_error' })).not.toBe('network_error');
    // each catalog once
    await activateLanguage('zh');
    expect(asked).toEqual(['zh', 'th', 'km']);
  });

  it('a language whose catalogs are not complete is not activated: English, under its own locale', async () => {
    const asked: string[] = [];
    await registerCatalog(
      'other-part',
      loaders((lang) => ({ 'test.other': [`${lang} other`] }), asked),
    );
    await activateLanguage('ja');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n._('test.other')).toBe('en other');
    expect(asked).not.toContain('ja');
    // the picker's action refuses it too, and keeps the language
    await changeLanguage('vi');
    expect(i18n.locale).toBe('en');
    expect(localStorage.getItem('lang')).not.toBe('vi');
  });

  it('a part registered while a switch is under way has the new language loaded before it activates', async () => {
    const switching = activateLanguage('km');
    const registering = registerCatalog(
      'late-part',
      loaders((lang) => ({ 'test.late': [`${lang} late`] })),
    );
    await Promise.all([switching, registering]);
    expect(i18n.locale).toBe('km');
    expect(i18n._('test.late')).toBe('km late');
  });
});
