/**
 * The catalogs, one per part (shell + each remote) and language: every language the site offers
 * (CATALOG_LANGUAGES) translates every message of every part, with the same ids in each; each part
 * loads them through its generated loaders, one lazy chunk per language.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CATALOG_LANGUAGES, LANGUAGE_CODES } from '@contracts/languages';
import { REMOTE_NAMES } from '@contracts/routes';
import { describe, expect, it } from 'vitest';
import { CATALOG_PARTS, catalogEntries } from '../../../scripts/i18n/catalog-state';
import { catalogLoaders } from '../../locales/loaders';

const ROOT = resolve(__dirname, '../../..');
const REMOTES = CATALOG_PARTS.filter((p) => p.dir.startsWith('src/remotes/'));

describe('catalogs per part', () => {
  it('km, zh and en are complete (the languages every brand may fall back on)', () => {
    expect(CATALOG_LANGUAGES).toEqual(expect.arrayContaining(['km', 'zh', 'en']));
  });

  for (const part of CATALOG_PARTS) {
    it(`${part.name}: every offered language translates every msgid, the same set in each`, () => {
      const source = catalogEntries(part, 'en')
        .map(([id]) => id)
        .sort();
      expect(source.length, `${part.name} en`).toBeGreaterThan(10);
      for (const lang of CATALOG_LANGUAGES) {
        const entries = catalogEntries(part, lang);
        expect(
          entries.filter(([, str]) => str.trim() === '').map(([id]) => id),
          `${part.name} ${lang}: empty msgstr`,
        ).toEqual([]);
        expect(entries.map(([id]) => id).sort(), `${part.name} ${lang}: ids`).toEqual(source);
      }
    });
  }

  it('each remote registers its generated loaders from its register entry', () => {
    expect(REMOTES.map((r) => r.name).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const remote of REMOTES) {
      const source = readFileSync(resolve(ROOT, `src/remotes/${remote.name}/register.tsx`), 'utf8');
      expect(source, remote.name).toMatch(new RegExp(`await (Promise\\.all\\(\\[)?registerCatalog\\('${remote.name}', catalogLoaders\\)`));
      expect(source, remote.name).toContain(`import { catalogLoaders } from './locales/loaders';`);
    }
  });

  it("the shell's loaders load each language's own catalog", async () => {
    expect(Object.keys(catalogLoaders).sort()).toEqual([...LANGUAGE_CODES].sort());
    const [km, en] = await Promise.all([catalogLoaders.km(), catalogLoaders.en()]);
    const { messages: kmFile } = await import('../../locales/km/messages');
    expect(km.messages).toBe(kmFile);
    expect(en.messages).not.toEqual(km.messages);
  });
});
