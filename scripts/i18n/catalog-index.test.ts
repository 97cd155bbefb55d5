/**
 * The files `i18n:compile` generates are up to date with the catalogs: CATALOG_LANGUAGES is exactly
 * the set of complete languages, and each part's loaders list every language of the table.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOG_LANGUAGES } from '../../src/contracts/languages';
import { catalogIndexFiles } from './catalog-index';
import { CATALOG_PARTS, completeLanguages, missingMessages, ROOT } from './catalog-state';

const work = mkdtempSync(join(tmpdir(), 'catalog-state-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the catalog index', () => {
  it('every generated file is what i18n:compile writes from the catalogs (run it and commit them if not)', () => {
    for (const [file, content] of catalogIndexFiles()) expect(readFileSync(join(ROOT, file), 'utf8'), file).toBe(content);
  });

  it('CATALOG_LANGUAGES equals the set of languages whose every catalog is complete', () => {
    expect([...CATALOG_LANGUAGES]).toEqual(completeLanguages());
    expect(CATALOG_LANGUAGES).toEqual(expect.arrayContaining(['km', 'zh', 'en']));
  });

  it('counts, per part, the source messages a language leaves empty or lacks', () => {
    const write = (dir: string, lang: string, body: string) => {
      mkdirSync(join(work, dir, lang), { recursive: true });
      writeFileSync(join(work, dir, lang, 'messages.po'), `msgid ""\nmsgstr ""\n"Language: ${lang}\\n"\n\n${body}`);
    };
    const [shell, games] = [CATALOG_PARTS.find((p) => p.name === 'shell'), CATALOG_PARTS.find((p) => p.name === 'games')];
    if (!shell || !games) throw new Error('lingui.config.ts lost the shell or games catalog');
    write(shell.dir, 'en', 'msgid "A"\nmsgstr "A"\n\nmsgctxt "verb"\nmsgid "B"\nmsgstr "B"\n\nmsgid "long"\nmsgstr ""\n"Long "\n"text"\n');
    write(shell.dir, 'th', 'msgid "A"\nmsgstr "ก"\n\nmsgid "B"\nmsgstr "ข"\n\nmsgid "long"\nmsgstr ""\n"ข้อความ"\n');
    write(games.dir, 'en', 'msgid "C"\nmsgstr "C"\n');
    write(games.dir, 'th', 'msgid "C"\nmsgstr ""\n');
    // B without its context is another message: missing; the multi-line msgstr counts as translated
    expect(missingMessages('th', [shell, games], work)).toEqual({ shell: 1, games: 1 });
    expect(missingMessages('en', [shell, games], work)).toEqual({ shell: 0, games: 0 });
    // no catalog at all: every message
    expect(missingMessages('vi', [shell, games], work)).toEqual({ shell: 3, games: 1 });
    expect(completeLanguages([shell, games], work)).toEqual(['en']);
  });
});
