/**
 * Server-side HTML sanitiser (the way in): sanitize-html (htmlparser2, no DOM) with the allow-list
 * the client uses again when rendering (`HTML_PURIFY_CONFIG`, src/contracts/content/html.ts).
 *
 * - Tags: only the allowed ones stay; any other tag goes and its text stays, except the tags whose
 *   content is code, a foreign document, media or a form control's text (`DROPPED_WITH_CONTENT`):
 *   those go whole.
 * - Attributes: only the allowed ones; never an event handler, `style`, `class`, `id` or `data-*`.
 * - URLs (`href`, `src`): the allow-list's URL rule (http(s), mailto, tel, a same-site path, a
 *   fragment) read as a browser reads it (control characters and spaces removed first), plus
 *   `data:image/...` pictures; any other value loses the attribute. sanitize-html's own scheme
 *   check then runs again on what is left.
 * - The output is serialised again: text and attribute values escaped, every tag closed.
 */
import sanitize from 'sanitize-html';
import { HTML_PURIFY_CONFIG, URL_ATTRIBUTES } from '../../src/contracts/content/html';

/** Removed with everything inside them (what a browser would run, embed, or parse as another language). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'audio',
  'video',
];
/** What a browser ignores inside a URL (the way DOMPurify reads one): control characters and spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this matches
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const IMAGE_DATA_URL = /^data:image\//i;

function urlAllowed(tag: string, value: string): boolean {
  const url = value.replace(URL_IGNORED, '');
  return HTML_PURIFY_CONFIG.ALLOWED_URI_REGEXP.test(url) || (tag === 'img' && IMAGE_DATA_URL.test(url));
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_PURIFY_CONFIG.ALLOWED_TAGS],
  allowedAttributes: {
    '*': HTML_PURIFY_CONFIG.ALLOWED_ATTR.filter((a) => !(HTML_PURIFY_CONFIG.FORBID_ATTR as readonly string[]).includes(a)),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) => !URL_ATTRIBUTES.includes(name) || urlAllowed(tagName, value)),
      ),
    }),
  },
};

/** Announcement, help or message HTML as it may be stored and shown. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
