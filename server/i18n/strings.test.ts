/**
 * Every string table of the server is complete in every language: each module under `server/`
 * that declares a table (`defineStrings`) is imported, and each table checked: every language has
 * every key, no text is empty, each keeps the English text's `{placeholders}`, and none is left
 * in English (no language falls back silently). Also `fill`, `say` and the request's language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/contracts/languages';
import { languageOfHeader } from './request-language';
import { declaredTables, defineStrings, fill, placeholdersOf, say } from './strings';

const SERVER = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** the modules that declare a table: every `defineStrings(` call outside this module's own */
const DECLARING = sources(SERVER).filter(
  (f) => !f.endsWith(join('i18n', 'strings.ts')) && readFileSync(f, 'utf8').includes('defineStrings('),
);

/** texts that are rightly the same as English in a language (names and words the language borrows) */
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = { pt: ['E-mail'] };

describe('server string tables', () => {
  it('finds the tables of every module that declares one', async () => {
    expect(DECLARING.map((f) => relative(SERVER, f)).sort()).toEqual(
      expect.arrayContaining(['accounts/outbox-texts.ts', 'support/pwa/offline.ts', join('vendors', 'messages', 'index.ts')]),
    );
    for (const file of DECLARING) await import(file);
    expect(declaredTables().length).toBeGreaterThanOrEqual(DECLARING.length);
  });

  it('every table has every key in every language, not empty, with the English placeholders, not left in English', async () => {
    for (const file of DECLARING) await import(file);
    const problems: string[] = [];
    for (const table of declaredTables()) {
      const en = table.texts.en;
      for (const language of LANGUAGE_CODES) {
        const texts = table.texts[language] as Record<string, string> | undefined;
        if (!texts) {
          problems.push(`${table.name}: no ${language}`);
          continue;
        }
        expect(Object.keys(texts).sort(), `${table.name} ${language} keys`).toEqual(Object.keys(en).sort());
        for (const [key, source] of Object.entries(en)) {
          const text = texts[key] ?? '';
          if (text.trim() === '') problems.push(`${table.name} ${language}.${key}: empty`);
          if (placeholdersOf(text).join() !== placeholdersOf(source).join())
            problems.push(`${table.name} ${language}.${key}: placeholders ${placeholdersOf(text)} vs ${placeholdersOf(source)}`);
          if (language !== 'en' && text === source && !SAME_AS_ENGLISH[language]?.includes(source))
            problems.push(`${table.name} ${language}.${key}: left in English`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('fills placeholders and refuses a missing value (never shows a raw {name})', () => {
    expect(fill('{brand}: code {code}', { brand: 'Royal', code: 123456 })).toBe('Royal: code 123456');
    expect(() => fill('{brand}: code {code}', { brand: 'Royal' })).toThrow(/no value for \{code\}/);
    const table = defineStrings(
      'test/hello',
      { hi: 'Hello {name}' },
      {
        km: { hi: 'សួស្ដី {name}' },
        zh: { hi: '你好，{name}' },
        ja: { hi: 'こんにちは、{name}' },
        th: { hi: 'สวัสดี {name}' },
        vi: { hi: 'Xin chào {name}' },
        my: { hi: 'မင်္ဂလာပါ {name}' },
        es: { hi: 'Hola, {name}' },
        hi: { hi: 'नमस्ते {name}' },
        id: { hi: 'Halo {name}' },
        ko: { hi: '안녕하세요, {name}' },
        ms: { hi: 'Hai {name}' },
        pt: { hi: 'Olá, {name}' },
        tw: { hi: '你好，{name}' },
        ru: { hi: 'Здравствуйте, {name}' },
        ar: { hi: 'مرحبًا {name}' },
      },
    );
    expect(say(table, 'th', 'hi', { name: 'Dara' })).toBe('สวัสดี Dara');
    expect(() => defineStrings('test/hello', { hi: 'x' }, table.texts)).toThrow(/declared twice/);
  });

  it('reads the platform Language header and language codes', () => {
    expect(languageOfHeader('CN')).toBe('zh');
    expect(languageOfHeader('TH')).toBe('th');
    expect(languageOfHeader('ar')).toBe('ar');
    expect(languageOfHeader('zh-TW')).toBe('tw');
    expect(languageOfHeader('th-TH')).toBe('th');
    expect(languageOfHeader('xx')).toBeNull();
    expect(languageOfHeader(undefined)).toBeNull();
  });
});
