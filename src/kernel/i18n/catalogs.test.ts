/**
 * The catalogs, one per part (shell + each remote) and language: complete in km, zh and en, the
 * same ids in each language, and merged into the one i18n instance as parts register and the
 * language switches.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CATALOG_LANGUAGES } from '@contracts/languages';
import { i18n, type Messages } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, registerCatalog } from './catalogs';

const ROOT = resolve(__dirname, '../../..');
const REMOTES = ['games', 'wallet', 'promotions', 'agent'] as const;
const PARTS = { shell: 'src/locales', ...Object.fromEntries(REMOTES.map((r) => [r, `src/remotes/${r}/locales`])) };

/** `[msgctxt + msgid, msgstr]` of each entry of a Lingui .po file (multi-line strings joined, header left out). */
function poEntries(file: string): [string, string][] {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
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

describe('catalogs per part', () => {
  for (const [part, dir] of Object.entries(PARTS)) {
    it(`${part}: every msgid has a translation in km, zh and en, the same set in each`, () => {
      const ids = CATALOG_LANGUAGES.map((lang) => {
        const entries = poEntries(`${dir}/${lang}/messages.po`);
        expect(entries.length, `${part} ${lang}`).toBeGreaterThan(10);
        expect(entries.filter(([, str]) => str.trim() === '').map(([id]) => id), `${part} ${lang}: empty msgstr`).toEqual([]);
        return entries.map(([id]) => id).sort();
      });
      expect(ids[1]).toEqual(ids[0]);
      expect(ids[2]).toEqual(ids[0]);
    });
  }

  it('each remote registers its own catalogs from its register entry', () => {
    for (const remote of REMOTES) {
      const source = readFileSync(resolve(ROOT, `src/remotes/${remote}/register.tsx`), 'utf8');
      expect(source, remote).toContain(`await registerCatalog('${remote}', {`);
      for (const lang of CATALOG_LANGUAGES) expect(source, `${remote} ${lang}`).toContain(`import(/* webpackChunkName: "lang-${lang}" */ './locales/${lang}/messages')`);
    }
  });
});

describe('registerCatalog', () => {
  const made = (lang: string): Messages => ({ 'test.part.greeting': [`${lang} hello`] });
  const asked: string[] = [];
  const loaders = Object.fromEntries(
    CATALOG_LANGUAGES.map((lang) => [
      lang,
      async () => {
        asked.push(lang);
        return { messages: made(lang) };
      },
    ]),
  ) as Parameters<typeof registerCatalog>[1];

  afterAll(async () => {
    await activateLanguage('en');
  });

  it("loads the active language's catalog before it resolves, and every switch loads the part's next one first", async () => {
    await activateLanguage('zh');
    await registerCatalog('test-part', loaders);
    expect(i18n._('test.part.greeting')).toBe('zh hello');
    await activateLanguage('km');
    expect(i18n._('test.part.greeting')).toBe('km hello');
    // a language without a catalog of its own: the English text under its own locale
    await activateLanguage('ja');
    expect(i18n.locale).toBe('ja');
    expect(i18n._('test.part.greeting')).toBe('en hello');
    // the shell's strings are still there beside the part's (merged, not replaced)
    expect(i18n._({ id: 'network_error' })).toMatch(/No internet/);
    // each catalog once
    await activateLanguage('zh');
    expect(asked).toEqual(['zh', 'km', 'en']);
  });

  it('a part registered while a switch is under way has the new language loaded before it activates', async () => {
    const switching = activateLanguage('km');
    const registering = registerCatalog('late-part', {
      km: async () => ({ messages: { 'test.late': ['km late'] } }),
      zh: async () => ({ messages: { 'test.late': ['zh late'] } }),
      en: async () => ({ messages: { 'test.late': ['en late'] } }),
    });
    await Promise.all([switching, registering]);
    expect(i18n.locale).toBe('km');
    expect(i18n._('test.late')).toBe('km late');
  });
});
