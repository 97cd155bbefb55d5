import { describe, expect, it } from 'vitest';
import { helpEntries, helpTemplates } from './help';
import { type HelpCentreBrand, textFor } from './help-centre';
import type { HelpRecord } from './help-store';

const brand: HelpCentreBrand = { id: 'royal', brandName: 'Royal Casino', age: 18, defaultLanguage: 'km' };
const text = (language: string, title: string) => ({ language, title, content: `<p>${title}</p>`, children: [] });
const entry = (tag: string, texts: HelpRecord['texts']): HelpRecord => ({ id: 1, tag, sortOrder: 1, texts });

describe('help text fallback', () => {
  it('reads the language, then the brand default language', () => {
    const e = entry('about', [text('en', 'About'), text('km', 'អំពី'), text('th', 'เกี่ยวกับ')]);
    expect(textFor(e, 'th', brand)?.title).toBe('เกี่ยวกับ');
    expect(textFor(e, 'vi', brand)?.title).toBe('អំពី');
  });

  it('then the seeded text of the tag in the language, placeholders kept for the answer to fill', () => {
    const seeded = helpTemplates('vi').find((x) => x.tag === 'terms');
    expect(textFor(entry('terms', [text('en', 'Terms (edited)')]), 'vi', brand)).toEqual({
      title: seeded?.title,
      content: seeded?.content,
      children: seeded?.children,
    });
    expect(seeded?.content).toContain('{brand}');
    expect(helpEntries(brand, 'vi').find((x) => x.tag === 'terms')?.content).toContain('Royal Casino');
  });

  it('then English, then any language; nothing for an entry without text', () => {
    expect(textFor(entry('vip-club', [text('zh', '贵宾'), text('en', 'VIP')]), 'th', brand)?.title).toBe('VIP');
    expect(textFor(entry('vip-club', [text('zh', '贵宾')]), 'th', brand)?.title).toBe('贵宾');
    expect(textFor(entry('vip-club', []), 'th', brand)).toBeNull();
  });
});
