/**
 * The server's stored content as the leak check knows it. Two kinds of text are not the catalogs':
 *  - game names (server/games/names.ts): a vendor names its games, and an operator shows them as the
 *    vendor names them; the demo catalogue has names in km, zh and en, and a page in another
 *    language shows the English one. Allowed in every language, as a whole line (a game's tile).
 *  - the demo content every brand starts with (notices, banners, popups, promotions, promotion
 *    categories, help centre; server/content/seed-text/), written in every content language
 *    (CONTENT_LANGUAGES, every language of the table). A page in any language but English shows it
 *    in that language, so its English pieces are leaks there like the catalogs' English texts;
 *    pieces a language keeps as they are in its own texts (a name, "VIP") are not.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../../src/contracts/languages';
import { SEED_TEXT } from '../../../../server/content/seed-data';
import type { Item, SeedText } from '../../../../server/content/seed-text';
import { DEFAULT_CATALOGUE_SIZE, generateCatalogue } from '../../../../server/games/generate';

/** Every English game name of the demo catalogue. */
export function gameNames(): Set<string> {
  return new Set(generateCatalogue(DEFAULT_CATALOGUE_SIZE).map((g) => g.names.en));
}

/** The pieces of a stored text a reader sees: HTML tags and `{brand}`, `{age}` cut it into pieces. */
function pieces(text: string): string[] {
  return text
    .split(/<[^>]*>|\{\w+\}/)
    .map((p) => p.trim().replace(/^[\s:;,.·-]+|[\s:;,.·-]+$/g, ''))
    .filter((p) => /\p{L}/u.test(p));
}

/** Every title and body of one language's demo content. */
function allTexts(t: SeedText): string[] {
  const groups: Record<string, string | Item>[] = [
    t.categories,
    t.promotions,
    t.homeBanners,
    t.groupBanners,
    t.notices,
    t.popups,
    t.hot,
    t.agent,
    t.help,
  ];
  return groups.flatMap((group) => Object.values(group).flat());
}

const isContentLanguage = (lang: string): lang is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(lang);

/**
 * The English pieces of the demo content a page in `lang` must not show: those its own texts do not
 * also hold (none for English), longest first.
 */
export function storedEnglish(lang: string): string[] {
  if (lang === 'en' || !isContentLanguage(lang)) return [];
  const own = allTexts(SEED_TEXT[lang]).join('\n');
  const english = allTexts(SEED_TEXT.en).flatMap(pieces);
  return [...new Set(english.filter((p) => !own.includes(p)))].sort((a, b) => b.length - a.length);
}
