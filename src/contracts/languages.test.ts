/** Which languages a brand offers and which one a page opens in (complete languages fixed here). */
import { describe, expect, it, vi } from 'vitest';
import { isCatalogLanguage, LANGUAGES, languageTag, localeOf, offeredLanguages, siteLanguage } from './languages';

vi.mock('./catalog-languages', () => ({ CATALOG_LANGUAGES: ['km', 'zh', 'en', 'th'] }));

const royal = { defaultLanguage: 'km', languages: ['km', 'zh', 'en', 'th', 'vi', 'ar'] } as const;

describe('languages', () => {
  it("offers the brand's languages whose catalogs are complete, in the brand's order", () => {
    expect(isCatalogLanguage('th')).toBe(true);
    expect(isCatalogLanguage('vi')).toBe(false);
    expect(offeredLanguages(royal)).toEqual(['km', 'zh', 'en', 'th']);
  });

  it('opens a page in the wanted language only when offered, else the default, else the first offered, else English', () => {
    expect(siteLanguage('th', royal)).toBe('th');
    expect(siteLanguage('vi', royal)).toBe('km'); // listed, not complete
    expect(siteLanguage('ja', royal)).toBe('km'); // complete nowhere, not listed
    expect(siteLanguage(null, royal)).toBe('km');
    expect(siteLanguage('zh', { defaultLanguage: 'vi', languages: ['vi', 'zh', 'en'] })).toBe('zh');
    expect(siteLanguage(null, { defaultLanguage: 'vi', languages: ['vi', 'th', 'en'] })).toBe('th');
    expect(siteLanguage(null, { defaultLanguage: 'vi', languages: ['vi'] })).toBe('en');
  });

  it('maps each language to its BCP 47 locale', () => {
    expect(localeOf('tw')).toBe('zh-TW');
    expect(localeOf('km')).toBe('km-KH');
    expect(localeOf('my')).toBe('my-MM');
    expect(localeOf('ar')).toBe('ar-SA');
  });

  // what each language is, as a reader knows it: the language (English name) and its script
  const IS = {
    km: ['Khmer', 'Khmr'],
    zh: ['Chinese', 'Hans'],
    en: ['English', 'Latn'],
    ja: ['Japanese', 'Jpan'],
    th: ['Thai', 'Thai'],
    vi: ['Vietnamese', 'Latn'],
    my: ['Burmese', 'Mymr'],
    es: ['Spanish', 'Latn'],
    hi: ['Hindi', 'Deva'],
    id: ['Indonesian', 'Latn'],
    ko: ['Korean', 'Kore'],
    ms: ['Malay', 'Latn'],
    pt: ['Portuguese', 'Latn'],
    tw: ['Chinese', 'Hant'],
    ru: ['Russian', 'Cyrl'],
    ar: ['Arabic', 'Arab'],
  } as const;
  const names = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

  it.each(LANGUAGES.map((l) => l.code))(
    '%s: the tag a document declares and the Intl locale are BCP 47 tags of that language and script',
    (code) => {
      const [language, script] = IS[code];
      for (const tag of [languageTag(code), localeOf(code)]) {
        expect(Intl.getCanonicalLocales(tag), tag).toEqual([tag]);
        const full = new Intl.Locale(tag).maximize();
        expect(names.of(full.language), tag).toBe(language);
        expect(full.script, tag).toBe(script);
      }
    },
  );

  it('declares Traditional Chinese as zh-TW, not the code tw (Twi, of Akan, in Latin letters)', () => {
    expect(languageTag('tw')).toBe('zh-TW');
    expect(names.of('tw')).toBe('Akan');
    expect(new Intl.Locale('tw').maximize().script).toBe('Latn');
    expect(languageTag('zh')).toBe('zh');
  });
});
