/**
 * The server's stored content as the leak check knows it. Two kinds of text are not the catalogs':
 *  - game names (server/games/names.ts): a vendor names its games, and an operator shows them as the
 *    vendor names them; the demo catalogue has names in km, zh and en, and a page in another
 *    language shows the English one. Allowed in every language, as a whole line (a game's tile).
 *  - the brand's stored texts (notices, banners, popups, promotions, promotion categories, help
 *    centre; server/content/seed-data.ts, help-data.ts): an operator writes them in the content
 *    languages (CONTENT_LANGUAGES), and a page in any other language shows their English version
 *    (contentLanguageFor), the documented fallback. Their English pieces are taken out of pages in
 *    those other languages only: on a km, zh or en page, stored text in another language is a leak.
 */
import { CONTENT_LANGUAGES } from '../../../../src/contracts/languages';
import { AGENT, CATEGORIES, GROUP_BANNERS, HOME_BANNERS, HOT, NOTICES, POPUPS, PROMOTIONS } from '../../../../server/content/seed-data';
import { HELP } from '../../../../server/content/help-data';
import { DEFAULT_CATALOGUE_SIZE, generateCatalogue } from '../../../../server/games/generate';

/** Every English game name of the demo catalogue. */
export function gameNames(): Set<string> {
  return new Set(generateCatalogue(DEFAULT_CATALOGUE_SIZE).map((g) => g.names.en));
}

/** The pieces of stored English text a reader sees: HTML tags and `{brand}`, `{age}` cut it into pieces. */
function pieces(text: string): string[] {
  return text
    .split(/<[^>]*>|\{\w+\}/)
    .map((p) => p.trim().replace(/^[\s:;,.·-]+|[\s:;,.·-]+$/g, ''))
    .filter((p) => /\p{L}/u.test(p));
}

/** The English pieces a page in `lang` may show as the stored content's fallback (none in a content language). */
export function contentFallback(lang: string): string[] {
  if ((CONTENT_LANGUAGES as readonly string[]).includes(lang)) return [];
  const texts: string[] = [
    ...CATEGORIES.map((c) => c.en),
    ...PROMOTIONS.flatMap((p) => p.text.en),
    ...HOME_BANNERS.flatMap((b) => b.text.en),
    ...GROUP_BANNERS.map((b) => b.text.en),
    ...NOTICES.flatMap((n) => n.text.en),
    ...POPUPS.flatMap((p) => p.en),
    ...HOT.flatMap((h) => h.en),
    ...AGENT.flatMap((a) => a.en),
    ...HELP.flatMap((h) => [...h.text.en, ...h.children.en.flat()]),
  ];
  return [...new Set(texts.flatMap(pieces))].sort((a, b) => b.length - a.length);
}
