/**
 * The server's string tables: every text a player reads, in every language of the table
 * (`src/contracts/languages.ts`). A table is declared with its English texts and one object per
 * other language; the type requires every language and, in each, every key (a missing translation
 * does not compile), and `strings.test.ts` walks every table declared anywhere in `server/`
 * (complete, not empty, the same `{placeholders}`, not left in English).
 *
 * A text takes named values as `{name}`: `say(table, language, 'key', { code })`.
 */
import type { LanguageCode } from '../../src/contracts/languages';

export type Phrases<K extends string> = { readonly [key in K]: string };
export type Table<K extends string> = {
  readonly name: string;
  readonly texts: { readonly [L in LanguageCode]: Phrases<K> };
};

const TABLES = new Map<string, Table<string>>();

/** Declares (and registers for the completeness test) a table named after its module. */
export function defineStrings<const E extends Record<string, string>>(
  name: string,
  en: E,
  others: { readonly [L in Exclude<LanguageCode, 'en'>]: Phrases<keyof E & string> },
): Table<keyof E & string> {
  if (TABLES.has(name)) throw new Error(`string table ${name} is declared twice`);
  const table: Table<keyof E & string> = { name, texts: { en, ...others } };
  TABLES.set(name, table);
  return table;
}

/** Every table declared so far (the modules that declare them must have been imported). */
export function declaredTables(): readonly Table<string>[] {
  return [...TABLES.values()];
}

/** The `{name}` placeholders of a text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
}

/** Fills `{name}` with the named values (a value missing from `values` is an error: it would show raw). */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {${key}} in "${text}"`);
    return String(value);
  });
}

/** A table's text for the language, its `{placeholders}` filled. */
export function say<K extends string>(
  table: Table<K>,
  language: LanguageCode,
  key: K,
  values?: Readonly<Record<string, string | number>>,
): string {
  return fill(table.texts[language][key], values);
}
