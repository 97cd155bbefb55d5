/**
 * Missing-glyph checks in the page (Chromium):
 *  - `tofuIn`: each character drawn alone on a canvas in an element's own font stack, compared
 *    pixel for pixel with a code point no font has (U+10FFFD, private use): a character drawn the
 *    same is a `.notdef` box (tofu): no font of the stack, nor any font the system falls back to,
 *    has it;
 *  - `fontsDrawing`: the fonts Chromium really drew an element's text with (DevTools protocol,
 *    CSS.getPlatformFontsForNode), to check they are the ones the stack names (not a fallback font
 *    the system happened to find).
 */
import type { Page } from '@playwright/test';

/** The characters of `text` worth checking: no ASCII, spaces, controls or format characters. */
export function checkedCharacters(text: string): string[] {
  return [...new Set([...text].filter((c) => /[^\p{ASCII}\p{Z}\p{Cc}\p{Cf}]/u.test(c)))];
}

/** The characters of `chars` drawn as tofu in the font of the element `selector`. */
export function tofuIn(page: Page, selector: string, chars: string[]): Promise<string[]> {
  return page.evaluate(
    ({ selector, chars }) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector}`);
      const family = getComputedStyle(el).fontFamily;
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no 2d canvas');
      ctx.font = `40px ${family}`;
      ctx.textBaseline = 'middle';
      const draw = (c: string) => {
        ctx.clearRect(0, 0, 64, 64);
        ctx.fillText(c, 8, 32);
        return { width: ctx.measureText(c).width, pixels: ctx.getImageData(0, 0, 64, 64).data.join() };
      };
      const notdef = draw('\u{10FFFD}');
      return chars.filter((c) => {
        const g = draw(c);
        return g.width === notdef.width && g.pixels === notdef.pixels;
      });
    },
    { selector, chars },
  );
}

export type DrawnFont = { familyName: string; glyphCount: number };

/** The fonts that drew the text of the first element matching `selector`, most glyphs first. */
export async function fontsDrawing(page: Page, selector: string): Promise<DrawnFont[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no ${selector}`);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => ({ familyName: f.familyName, glyphCount: f.glyphCount })).sort((a, b) => b.glyphCount - a.glyphCount);
  } finally {
    await cdp.detach();
  }
}

/** The families an element's computed font-family names, unquoted. */
export function namedFamilies(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector);
    if (!el) throw new Error(`no ${selector}`);
    return getComputedStyle(el)
      .fontFamily.split(',')
      .map((f) => f.trim().replace(/^["']|["']$/g, ''));
  }, selector);
}
