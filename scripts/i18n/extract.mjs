// `npm run i18n:extract`: `lingui extract --clean`, keeping translations of strings that move
// between catalogs. Each part of the site has its own catalog (lingui.config.ts: the shell's and one
// per remote); Lingui merges a catalog only with its own earlier version, so a string whose code
// moves from the shell to a remote (or arrives in the shell's catalog from a branch written before
// the split) would come back untranslated. Before extracting, every translation of every catalog
// is read (per language, by msgctxt + msgid); after, each empty msgstr that one of them had is
// filled with it. The languages and catalog paths are lingui.config.ts's own (read by @lingui/conf).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { ROOT, run } from '../lib/run.mjs';

const config = getConfig({ cwd: ROOT });
const LANGUAGES = config.locales;

function catalogFiles(lang) {
  return config.catalogs.map((c) => `${c.path.replace('{locale}', lang)}.po`).filter((f) => existsSync(f));
}

/** A .po file's entries: the raw text of the msgctxt/msgid lines (key) and of the msgstr lines. */
function entries(text) {
  return text.split(/\n\s*\n/).map((block) => {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.startsWith('msgstr '));
    const key = lines.filter((l, i) => i < at && !l.startsWith('#')).join('\n');
    let end = at + 1;
    while (at >= 0 && lines[end]?.startsWith('"')) end++;
    return { block, lines, at, end, key, msgstr: at < 0 ? [] : lines.slice(at, end) };
  });
}
const isEmpty = (msgstr) => msgstr.length === 1 && msgstr[0] === 'msgstr ""';

const before = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const known = new Map();
    for (const file of catalogFiles(lang)) {
      for (const e of entries(readFileSync(file, 'utf8'))) {
        if (e.at > 0 && e.key !== 'msgid ""' && !isEmpty(e.msgstr)) known.set(e.key, e.msgstr);
      }
    }
    return [lang, known];
  }),
);

const code = await run(join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--clean', ...process.argv.slice(2)]);
if (code !== 0) process.exit(code);

for (const lang of LANGUAGES) {
  for (const file of catalogFiles(lang)) {
    const text = readFileSync(file, 'utf8');
    let carried = 0;
    const out = entries(text).map((e) => {
      const known = e.at > 0 && isEmpty(e.msgstr) ? before[lang].get(e.key) : undefined;
      if (!known) return e.block;
      carried++;
      return [...e.lines.slice(0, e.at), ...known, ...e.lines.slice(e.end)].join('\n');
    });
    if (carried > 0) {
      writeFileSync(file, out.join('\n\n'));
      console.log(`${relative(ROOT, file)}: ${carried} translation(s) carried over from another catalog`);
    }
  }
}
