/**
 * What counts as a leak on a page in language L, and the search for it in a page's visible text:
 *  - an English text of the catalogs that L's catalogs translate differently (whole messages and the
 *    fixed parts of messages with placeholders; only texts of two or more words or six or more
 *    letters, so short words shared by many languages do not hit by chance);
 *  - a raw message id (the catalogs' explicit `a.b.c` ids, shown when a message is missing);
 *  - an English piece of the demo content every brand starts with, which is written in every
 *    language (stored-content.ts; the same length rule);
 *  - a vendor code or game type code of the server's tables (a code where a name belongs).
 * Taken out of the text before the search: the allow-list (leak-allow.json), the brands' and vendors'
 * names and game names (whole lines).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VENDORS } from '../../../../server/games/vendors';
import { GAME_TYPES } from '../../../../src/contracts/games/types';
import { ROOT } from '../../support/servers';
import { catalogEntries, shownText } from './catalogs';
import { gameNames, storedEnglish } from './stored-content';

export type LeakKind = 'english' | 'message id' | 'vendor code' | 'game type code';
export type Leak = { kind: LeakKind; text: string };
export type LeakSets = {
  english: string[];
  ids: string[];
  vendorCodes: string[];
  typeCodes: string[];
  allowed: string[];
  allowedLines: ReadonlySet<string>;
};

const ALLOW = JSON.parse(readFileSync(join(ROOT, 'tests', 'e2e', 'i18n', 'leak-allow.json'), 'utf8')) as { phrases: string[] };

/** Two or more words, or six or more letters. */
export function longEnough(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 || (text.match(/\p{L}/gu) ?? []).length >= 6;
}

/** A message's fixed text: the message, or the parts between its placeholders (`{0}`, plurals ...). */
function fixedParts(text: string): string[] {
  if (!text.includes('{')) return [text.trim()];
  // an ICU plural or select holds its own words: its branches are left out
  return text
    .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, '{}')
    .split(/\{[^{}]*\}/)
    .map((p) => p.trim().replace(/^[\s:;,.·-]+|[\s:;,.·-]+$/g, ''))
    .filter(Boolean);
}

const GAME_NAMES = gameNames();

/** The leak sets of `lang`, its catalogs against the English ones, and the page's allowed names. */
export function leakSets(lang: string, names: readonly string[]): LeakSets {
  const target = new Map(catalogEntries(lang).map((e) => [e.id, e]));
  const translations = [...target.values()].map(shownText).join('\n');
  const english = new Set<string>();
  if (lang !== 'en') {
    for (const en of catalogEntries('en')) {
      const local = target.get(en.id);
      const localText = local ? shownText(local) : '';
      const enText = shownText(en);
      if (!localText || localText === enText) continue;
      for (const part of fixedParts(enText)) {
        // a part the language keeps as it is somewhere (a name, an acronym) is no leak
        if (longEnough(part) && !translations.includes(part)) english.add(part);
      }
    }
    for (const part of storedEnglish(lang)) if (longEnough(part) && !translations.includes(part)) english.add(part);
  }
  // ids of the `a.b.c` form (an id that is one plain word is a word of the language, too)
  const ids = [
    ...new Set(
      catalogEntries('en')
        .filter((e) => e.explicitId && /[._]/.test(e.id))
        .map((e) => e.id),
    ),
  ].sort((a, b) => b.length - a.length);
  const vendorNames = VENDORS.map((v) => v.displayName);
  // a code that is a word of a vendor's own name (RTG of "RTG Slots") is that vendor's name
  const nameWords = new Set(vendorNames.flatMap((n) => n.split(/\s+/)));
  return {
    english: [...english].sort((a, b) => b.length - a.length),
    ids,
    vendorCodes: VENDORS.map((v) => v.code).filter((c) => !nameWords.has(c)),
    typeCodes: GAME_TYPES.filter((c) => !nameWords.has(c)),
    allowed: [...new Set([...ALLOW.phrases, ...vendorNames, ...names])].sort((a, b) => b.length - a.length),
    allowedLines: GAME_NAMES,
  };
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a whole word or phrase: no Latin letter, digit or underscore right before or after. */
const whole = (text: string) => new RegExp(`(?<![\\p{Script=Latin}\\p{N}_])${literal(text)}(?![\\p{Script=Latin}\\p{N}_])`, 'u');

/** The leaks in a page's visible text. */
export function findLeaks(visible: string, sets: LeakSets): Leak[] {
  let text = visible
    .split('\n')
    .filter((line) => !sets.allowedLines.has(line.trim()))
    .join('\n');
  for (const name of sets.allowed) text = text.split(name).join(' ');
  const leaks: Leak[] = [];
  for (const id of sets.ids) {
    if (whole(id).test(text)) {
      leaks.push({ kind: 'message id', text: id });
      text = text.split(id).join(' '); // a longer id found is not found again as its shorter ones
    }
  }
  for (const en of sets.english) {
    if (whole(en).test(text)) {
      leaks.push({ kind: 'english', text: en });
      text = text.split(en).join(' '); // a longer text found is not found again as its shorter parts
    }
  }
  for (const code of sets.vendorCodes) if (whole(code).test(text)) leaks.push({ kind: 'vendor code', text: code });
  for (const code of sets.typeCodes) if (whole(code).test(text)) leaks.push({ kind: 'game type code', text: code });
  return leaks;
}
