/**
 * The Lingui catalogs as the browser specs read them: every part's `.po` file (the shell's and each
 * remote's, docs/i18n.md) parsed into msgid → msgstr, and which ids are explicit (`a.b.c` ids whose
 * text lives only in the catalogs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../support/servers';

/** Where each part's catalogs are, `<dir>/<lang>/messages.po`: the shell's and every remote's. */
export const CATALOG_DIRS = [
  'src/locales',
  ...readdirSync(join(ROOT, 'src', 'remotes'))
    .map((name) => `src/remotes/${name}/locales`)
    .filter((dir) => existsSync(join(ROOT, dir))),
];

export type Entry = { id: string; text: string; explicitId: boolean };

/** A `.po` string: its quoted pieces joined, escapes undone. */
function unquote(lines: string[]): string {
  return lines.map((l) => JSON.parse(l.trim()) as string).join('');
}

/** The entries of one `.po` file (the header entry, with an empty msgid, left out). */
export function parsePo(source: string): Entry[] {
  const entries: Entry[] = [];
  for (const block of source.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    let field: 'id' | 'str' | null = null;
    const id: string[] = [];
    const str: string[] = [];
    let explicitId = false;
    for (const line of lines) {
      if (line.startsWith('#. js-lingui-explicit-id')) explicitId = true;
      else if (line.startsWith('msgid ')) {
        field = 'id';
        id.push(line.slice(6));
      } else if (line.startsWith('msgstr ')) {
        field = 'str';
        str.push(line.slice(7));
      } else if (line.startsWith('"') && field) (field === 'id' ? id : str).push(line);
      else if (!line.startsWith('#') && line.trim()) throw new Error(`unexpected .po line: ${line}`);
    }
    if (id.length === 0) continue;
    const msgid = unquote(id);
    if (msgid) entries.push({ id: msgid, text: unquote(str), explicitId });
  }
  return entries;
}

/** Every part's entries for `lang` (a part without that language's file adds nothing). */
export function catalogEntries(lang: string): Entry[] {
  return CATALOG_DIRS.flatMap((dir) => {
    const file = join(ROOT, dir, lang, 'messages.po');
    return existsSync(file) ? parsePo(readFileSync(file, 'utf8')) : [];
  });
}

/** The text a message shows in `lang`: its msgstr, else (English source catalogs) the msgid itself. */
export function shownText(entry: Entry): string {
  return entry.text || (entry.explicitId ? '' : entry.id);
}
