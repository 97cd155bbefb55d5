/**
 * What the catalogs hold, read from the .po files: the parts (lingui.config.ts: the shell's catalog
 * and one per remote), each entry's translation, and per language how many messages are missing.
 *
 * A language is complete when every catalog of every part translates every message of the source
 * language's catalog (en): `i18n:compile` writes that set to `src/contracts/catalog-languages.ts`,
 * and `tenant:check` refuses a tenant that lists a language which is not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/contracts/language-table';
import linguiConfig from '../../lingui.config';

/** The project root (this file's folder is scripts/i18n). */
export const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_LANGUAGE: LanguageCode = 'en';

/** A part of the site with catalogs of its own: `dir` holds `<lang>/messages.po` (relative to the root). */
export type CatalogPart = { name: string; dir: string };

/** The parts of lingui.config.ts: `shell` for `src/locales`, else the folder holding `locales` (a remote, or the shell's member area). */
export const CATALOG_PARTS: readonly CatalogPart[] = (linguiConfig.catalogs ?? []).map((c) => {
  const dir = c.path.replace('<rootDir>/', '').replace(/\/\{locale\}\/messages$/, '');
  const part = /^src\/(?:remotes|shell)\/([^/]+)\/locales$/.exec(dir)?.[1];
  return { name: part ?? 'shell', dir };
});

/** `[msgctxt + msgid, msgstr]` of each entry of a Lingui .po file (multi-line strings joined, header left out). */
export function poEntries(text: string): [string, string][] {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const fields: Record<string, string> = {};
      let field = '';
      for (const line of block.split('\n')) {
        const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
        if (start?.[1] && start[2]) {
          field = start[1];
          fields[field] = JSON.parse(start[2]) as string;
        } else if (line.startsWith('"') && field) fields[field] += JSON.parse(line) as string;
      }
      return [`${fields.msgctxt ?? ''}\u0004${fields.msgid ?? ''}`, fields.msgstr ?? ''] as [string, string];
    })
    .filter(([id]) => id !== '\u0004');
}

/** The entries of one part's catalog in one language (none when the file does not exist). */
export function catalogEntries(part: CatalogPart, lang: string, root = ROOT): [string, string][] {
  const file = join(root, part.dir, lang, 'messages.po');
  return existsSync(file) ? poEntries(readFileSync(file, 'utf8')) : [];
}

/**
 * Messages of `lang` left untranslated, per part: every id of the source catalog (en) whose msgstr
 * in `lang` is empty or absent (for en itself: its empty msgstr).
 */
export function missingMessages(lang: string, parts: readonly CatalogPart[] = CATALOG_PARTS, root = ROOT): Record<string, number> {
  return Object.fromEntries(
    parts.map((part) => {
      const translated = new Set(
        catalogEntries(part, lang, root)
          .filter(([, str]) => str.trim() !== '')
          .map(([id]) => id),
      );
      const source = catalogEntries(part, SOURCE_LANGUAGE, root).map(([id]) => id);
      return [part.name, source.filter((id) => !translated.has(id)).length];
    }),
  );
}

export const totalMissing = (missing: Record<string, number>): number => Object.values(missing).reduce((a, b) => a + b, 0);

/** The languages of the table whose catalogs are complete, in the table's order. */
export function completeLanguages(parts: readonly CatalogPart[] = CATALOG_PARTS, root = ROOT): LanguageCode[] {
  return LANGUAGE_CODES.filter((lang) => totalMissing(missingMessages(lang, parts, root)) === 0);
}
