/**
 * Help centre entries of a brand in a language (spec: `/wps/system/helpCenter`, device MOBILE, moduleId COMM3).
 * The stored texts keep the `{brand}` and `{age}` placeholders; they are filled when the help call
 * answers, so a brand's new name or age shows without touching its help pages.
 */
import type { HelpEntry } from '../../src/contracts/content/calls';
import type { ContentLanguage } from '../../src/contracts/languages';
import { HELP } from './help-data';

export type HelpFill = { brandName: string; age: number };
type Filled = Pick<HelpEntry, 'title' | 'content' | 'children'>;

/** A text with `{brand}` and `{age}` replaced by the brand's name and minimum age. */
export const fillBrand = (s: string, brand: HelpFill) => s.replaceAll('{brand}', brand.brandName).replaceAll('{age}', String(brand.age));

/** An entry's title, content and sub-items with the placeholders filled. */
export function fillHelpText<T extends Filled>(text: T, brand: HelpFill): T {
  return {
    ...text,
    title: fillBrand(text.title, brand),
    content: fillBrand(text.content, brand),
    children: text.children.map((c) => ({ title: fillBrand(c.title, brand), content: fillBrand(c.content, brand) })),
  };
}

/** The project's help texts in a language, placeholders kept (what a brand's help is seeded with). */
export function helpTemplates(language: ContentLanguage): HelpEntry[] {
  return HELP.map((h, i) => {
    const [title, content] = h.text[language];
    return { id: i + 1, tag: h.tag, title, content, children: h.children[language].map(([t, c]) => ({ title: t, content: c })) };
  });
}

/** The project's help texts in a language as a brand reads them. */
export function helpEntries(brand: HelpFill, language: ContentLanguage): HelpEntry[] {
  return helpTemplates(language).map((e) => fillHelpText(e, brand));
}
