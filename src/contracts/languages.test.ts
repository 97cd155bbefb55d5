/** Which languages a brand offers and which one a page opens in (complete languages fixed here). */
import { describe, expect, it, vi } from 'vitest';
import { isCatalogLanguage, localeOf, offeredLanguages, siteLanguage } from './languages';

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
});
