/**
 * Fonts for every script the language table has (Khmer, Chinese, Thai, Myanmar, Devanagari, Arabic,
 * Japanese, Korean): each language's real UI text (all of its catalogs' messages), set in the page
 * with its `lang`, is drawn without a missing glyph, and by a font its :lang() stack names (so the
 * stack is right and the machine has the font: scripts/install-system-deps.sh). Then the offered
 * pages themselves in those languages: no tofu. A control proves the checks fail: a stack pointed at
 * a family that does not exist, and a code point no font has.
 */
import type { Page } from '@playwright/test';
import { LANGUAGES, languageTag } from '../../../src/contracts/languages';
import { DEMO_BRANDS, expect, expectLang, test } from '../support/fixtures';
import { catalogEntries, shownText } from './support/catalogs';
import { checkedCharacters, fontsDrawing, namedFamilies, tofuIn } from './support/glyphs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/servers';

/** The languages written in a script of their own (the others are Latin or Cyrillic). */
const SCRIPT_LANGUAGES = ['km', 'zh', 'tw', 'ja', 'ko', 'th', 'my', 'hi', 'ar'] as const;

/** Puts `text` into the page in an element of its own with `lang` (and an optional inline style). */
async function sample(page: Page, id: string, lang: string, text: string, style = ''): Promise<string> {
  await page.evaluate(
    ({ id, lang, text, style }) => {
      const el = document.createElement('div');
      el.id = id;
      el.lang = lang;
      if (style) el.setAttribute('style', style);
      el.textContent = text;
      document.body.prepend(el);
    },
    { id, lang, text, style },
  );
  return `#${id}`;
}

/** The font that drew most of the element's glyphs is one its stack names. */
async function drawnByNamedFont(page: Page, selector: string): Promise<{ ok: boolean; drawn: string; named: string[] }> {
  const [top] = await fontsDrawing(page, selector);
  const named = await namedFamilies(page, selector);
  const drawn = top?.familyName ?? '(nothing)';
  return { ok: named.some((n) => n.toLowerCase() === drawn.toLowerCase()), drawn, named };
}

test('every script draws its UI text with the font its stack names, without a missing glyph', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expectLang(page, 'en');
  const problems: string[] = [];
  for (const lang of SCRIPT_LANGUAGES) {
    const name = LANGUAGES.find((l) => l.code === lang)?.name ?? '';
    const text = [name, ...catalogEntries(lang).map(shownText)].join('\n');
    const chars = checkedCharacters(text);
    expect(chars.length, `${lang}: characters to check`).toBeGreaterThan(10);
    const selector = await sample(page, `glyphs-${lang}`, languageTag(lang), text);
    const tofu = await tofuIn(page, selector, chars);
    if (tofu.length) problems.push(`${lang}: ${tofu.length} of ${chars.length} characters are tofu: ${tofu.slice(0, 20).join(' ')}`);
    const font = await drawnByNamedFont(page, selector);
    if (!font.ok) problems.push(`${lang}: drawn in "${font.drawn}", which its stack (${font.named.join(', ')}) does not name`);
  }
  expect(problems).toEqual([]);
});

test('the checks fail: a stack pointed at a missing family, and a code point no font has', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expectLang(page, 'en');
  const thai = catalogEntries('th').map(shownText).join(' ');
  const wrong = await sample(page, 'glyphs-wrong-stack', 'th', thai, '--font-script: "No Such Thai Font"');
  const font = await drawnByNamedFont(page, wrong);
  expect(font.named).toContain('No Such Thai Font');
  expect(font.ok, `drawn in ${font.drawn} by the system's fallback: the check must refuse it`).toBe(false);

  const right = await sample(page, 'glyphs-right-stack', 'th', thai);
  // the brand's Thai web font loads once the sample asks for it: read again until it has drawn it
  await expect.poll(async () => (await drawnByNamedFont(page, right)).ok).toBe(true);
  // U+0378 is unassigned: every font draws it as .notdef
  expect(await tofuIn(page, right, ['\u0378', 'ก'])).toEqual(['\u0378']);
});

type Brand = { languages: string[] };
const brandLanguages = (id: string) => (JSON.parse(readFileSync(join(ROOT, 'tenants', `${id}.json`), 'utf8')) as Brand).languages;

test('the home page in every offered script language shows no missing glyph', async ({ page, brandUrl }) => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const brand of DEMO_BRANDS) {
    for (const lang of brandLanguages(brand).filter((l) => (SCRIPT_LANGUAGES as readonly string[]).includes(l) && !seen.has(l))) {
      seen.add(lang);
      await page.goto(brandUrl(brand, `/m/home?lang=${lang}`));
      await expectLang(page, lang);
      await page.waitForLoadState('networkidle');
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a player sees
      const chars = checkedCharacters(await page.evaluate(() => document.body.innerText));
      const tofu = await tofuIn(page, 'body', chars);
      if (tofu.length) problems.push(`${brand} ${lang}: tofu for ${tofu.join(' ')}`);
    }
  }
  expect(seen.size, 'script languages offered').toBeGreaterThan(2);
  expect(problems).toEqual([]);
});
