import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../../src/contracts/languages';
import { HELP } from './help-data';
import { AGENT, CATEGORIES, GROUP_BANNERS, HOME_BANNERS, HOT, NOTICES, POPUPS, PROMOTIONS, type Texts } from './seed-data';
import { titled } from './seed-entries';

/** Every seed entry (title and HTML body) by a name that says which one it is. */
const ENTRIES: [string, Texts][] = [
  ...CATEGORIES.map((c, i): [string, Texts] => [`category ${i}`, titled(c)]),
  ...PROMOTIONS.map((p, i): [string, Texts] => [`promotion ${i}`, p.text]),
  ...HOME_BANNERS.map((b, i): [string, Texts] => [`home banner ${i}`, titled(b.text)]),
  ...GROUP_BANNERS.map((b): [string, Texts] => [`banner ${b.group}`, titled(b.text)]),
  ...NOTICES.map((n, i): [string, Texts] => [`notice ${i}`, n.text]),
  ...POPUPS.map((p, i): [string, Texts] => [`popup ${i}`, p]),
  ...HOT.map((h, i): [string, Texts] => [`hot ${i}`, h]),
  ...AGENT.map((a, i): [string, Texts] => [`agent ${i}`, a]),
  ...HELP.flatMap((h): [string, Texts][] => [
    [`help ${h.tag}`, h.text],
    ...h.children.en.map((_, i): [string, Texts] => [
      `help ${h.tag} item ${i}`,
      Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, h.children[l][i] ?? ['', '']])) as Texts,
    ]),
  ]),
];

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
const tags = (s: string) => s.match(/<\/?[a-z]+[^>]*>/g) ?? [];

describe('the demo content', () => {
  it('is written in every content language, which is every language of the table', () => {
    expect(CONTENT_LANGUAGES).toHaveLength(16);
    expect(ENTRIES.length).toBeGreaterThan(40);
    for (const h of HELP)
      for (const l of CONTENT_LANGUAGES) expect(h.children[l].length, `help ${h.tag} items in ${l}`).toBe(h.children.en.length);
  });

  it.each(ENTRIES)('%s: every language has a title, the English placeholders and the English HTML tags', (_, text) => {
    const [enTitle, enBody] = text.en;
    for (const l of CONTENT_LANGUAGES) {
      const [title, body] = text[l];
      expect(title.trim(), `${l} title`).not.toBe('');
      expect(body.trim() === '', `${l} body is empty exactly when the English one is`).toBe(enBody.trim() === '');
      expect(placeholders(title), `${l} title placeholders`).toEqual(placeholders(enTitle));
      expect(placeholders(body), `${l} body placeholders`).toEqual(placeholders(enBody));
      expect(tags(body), `${l} body tags`).toEqual(tags(enBody));
      expect(tags(title), `${l} title has no tags`).toEqual([]);
    }
  });

  it('is translated: outside English, no language reuses the English text of a sentence', () => {
    for (const [name, text] of ENTRIES) {
      const [, enBody] = text.en;
      if (!enBody) continue;
      for (const l of CONTENT_LANGUAGES) if (l !== 'en') expect(text[l][1], `${name} in ${l}`).not.toBe(enBody);
    }
  });
});
