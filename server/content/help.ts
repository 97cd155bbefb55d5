/** Help centre entries of a brand in a language (spec: `/wps/system/helpCenter`, device MOBILE, moduleId COMM3). */
import type { HelpEntry } from '../../src/contracts/content/calls';
import type { ContentLanguage } from '../../src/contracts/languages';
import { HELP } from './help-data';

export function helpEntries(brand: { brandName: string; age: number }, language: ContentLanguage): HelpEntry[] {
  const fill = (s: string) => s.replaceAll('{brand}', brand.brandName).replaceAll('{age}', String(brand.age));
  return HELP.map((h, i) => {
    const [title, content] = h.text[language];
    return {
      id: i + 1,
      tag: h.tag,
      title: fill(title),
      content: fill(content),
      children: h.children[language].map(([t, c]) => ({ title: fill(t), content: fill(c) })),
    };
  });
}
