/**
 * The console's own catalogs (console/src/locales, English and Chinese): every message has a Chinese
 * translation, and the compiled catalog the app loads holds every message of its .po file (a
 * forgotten `npm run console:i18n:compile` shows here).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..', '..', 'console', 'src', 'locales');

/** msgid → msgstr of a .po file (single-line entries, as the Lingui po formatter writes them). */
function entries(lang: string): Map<string, string> {
  const lines = readFileSync(join(DIR, lang, 'messages.po'), 'utf8').split('\n');
  const out = new Map<string, string>();
  for (let i = 0; i < lines.length - 1; i++) {
    const id = /^msgid (".*")$/.exec(lines[i] ?? '');
    const str = /^msgstr (".*")$/.exec(lines[i + 1] ?? '');
    if (id?.[1] && str?.[1]) out.set(JSON.parse(id[1]) as string, JSON.parse(str[1]) as string);
  }
  out.delete('');
  return out;
}

function compiledCount(lang: string): number {
  const text = readFileSync(join(DIR, lang, 'messages.ts'), 'utf8');
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(text)?.[1];
  if (!json) throw new Error(`no compiled messages in ${lang}/messages.ts`);
  return Object.keys(JSON.parse(JSON.parse(json) as string) as object).length;
}

describe('console catalogs', () => {
  it('translates every message into Chinese', () => {
    const zh = entries('zh');
    expect(zh.size).toBeGreaterThan(50);
    expect([...zh].filter(([, str]) => str.trim() === '').map(([id]) => id)).toEqual([]);
    expect([...entries('en').keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('has compiled every message of each catalog', () => {
    for (const lang of ['en', 'zh']) expect(compiledCount(lang), lang).toBe(entries(lang).size);
  });
});
