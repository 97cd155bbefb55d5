/**
 * Server-side HTML sanitiser (the way in): DOMPurify on a jsdom window, with the configuration the
 * client uses again when rendering. jsdom is loaded on first use only (operator posts, seeding).
 */
import { HTML_PURIFY_CONFIG } from '../../src/contracts/content/html';

type Purify = { sanitize(html: string, config: Record<string, unknown>): string };
let purifier: Promise<Purify> | null = null;

async function load(): Promise<Purify> {
  // jsdom has no type declarations here: typed by the one constructor used
  const jsdomModule: string = 'jsdom';
  const [{ JSDOM }, dompurify] = (await Promise.all([import(jsdomModule), import('dompurify')])) as [
    { JSDOM: new (html: string) => { window: unknown } },
    typeof import('dompurify'),
  ];
  const window = new JSDOM('').window;
  return dompurify.default(window as unknown as Parameters<typeof dompurify.default>[0]) as unknown as Purify;
}

export async function sanitizeHtml(html: string): Promise<string> {
  purifier ??= load();
  const p = await purifier;
  return p.sanitize(html, { ...HTML_PURIFY_CONFIG, ALLOWED_TAGS: [...HTML_PURIFY_CONFIG.ALLOWED_TAGS], ALLOWED_ATTR: [...HTML_PURIFY_CONFIG.ALLOWED_ATTR], FORBID_TAGS: [...HTML_PURIFY_CONFIG.FORBID_TAGS], FORBID_ATTR: [...HTML_PURIFY_CONFIG.FORBID_ATTR] });
}
