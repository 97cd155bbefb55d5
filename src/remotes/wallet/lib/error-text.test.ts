/** The wallet's own catalog says the deposit refusals of responsible gambling in every language. */
import type { LanguageCode } from '@contracts/languages';
import { describe, expect, it } from 'vitest';
import { catalogLoaders } from '../locales/loaders';
import { RG_REFUSAL_TEXT } from './error-text';

const LANGUAGES = Object.keys(catalogLoaders) as LanguageCode[];

describe('the wallet catalog carries the responsible-gambling refusals', () => {
  it('in each of the 16 languages, each translated (not the English words outside English)', async () => {
    expect(LANGUAGES).toHaveLength(16);
    const { messages: en } = await catalogLoaders.en();
    const missing: string[] = [];
    for (const lang of LANGUAGES) {
      const { messages } = await catalogLoaders[lang]();
      for (const id of Object.values(RG_REFUSAL_TEXT).map((m) => m.id ?? '')) {
        const text = messages[id];
        if (!text || (lang !== 'en' && JSON.stringify(text) === JSON.stringify(en[id]))) missing.push(`${lang} ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
