/**
 * A tenant may list only languages whose catalogs are complete (the site offers no other): one
 * problem per language that is not, naming it and how many messages it misses.
 */
import type { LanguageCode } from '../../src/contracts/languages';
import { missingMessages, ROOT, totalMissing } from './catalog-state';

/** How many messages a language misses over every part's catalog, read once per language. */
export function missingCounter(root = ROOT): (lang: LanguageCode) => number {
  const counts = new Map<LanguageCode, number>();
  return (lang) => {
    let n = counts.get(lang);
    if (n === undefined) {
      n = totalMissing(missingMessages(lang, undefined, root));
      counts.set(lang, n);
    }
    return n;
  };
}

export function languageProblems(
  tenant: { defaultLanguage: LanguageCode; languages: readonly LanguageCode[] },
  missing: (lang: LanguageCode) => number,
): string[] {
  const listed = [...new Set([tenant.defaultLanguage, ...tenant.languages])];
  return listed.flatMap((lang) => {
    const n = missing(lang);
    if (n === 0) return [];
    const where = tenant.languages.includes(lang) ? 'languages' : 'defaultLanguage';
    return [
      `${where}: "${lang}" has no complete catalog (${n} message${n === 1 ? '' : 's'} missing); translate them (npm run i18n:compile reports what is missing) or remove the language`,
    ];
  });
}
