/** The attributes HTML may keep (never an event handler, `style`, `class`, `id` or `data-*`). */
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'color', 'width', 'height', 'target', 'rel'] as const;

/** The allowed attributes that hold a URL: only their values must pass `ALLOWED_URI_REGEXP`. */
export const URL_ATTRIBUTES: readonly string[] = ['href', 'src'];

/**
 * The one DOMPurify configuration for announcement and help HTML, used on the way in (server,
 * `server/content/sanitize.ts`) and again when rendered (client). Scripts, event handlers,
 * `javascript:` links, style blocks and inline styles, forms, frames and embedded SVG/MathML are
 * removed; what stays is text formatting, lists, tables, links and images.
 */
export const HTML_PURIFY_CONFIG = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'br',
    'p',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'blockquote',
    'hr',
    'font',
  ],
  ALLOWED_ATTR,
  /**
   * DOMPurify checks every allowed attribute's value against `ALLOWED_URI_REGEXP` unless it is
   * listed here: the attributes that are no URL (a `colspan` of 2, a `target` of _blank) are.
   */
  ADD_URI_SAFE_ATTR: ALLOWED_ATTR.filter((name) => !URL_ATTRIBUTES.includes(name)),
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'form',
    'input',
    'textarea',
    'button',
    'object',
    'embed',
    'svg',
    'math',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'class', 'id'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
} as const;

/** The configuration as DOMPurify takes it (its own arrays, which it may keep). */
export function purifyOptions() {
  return {
    ...HTML_PURIFY_CONFIG,
    ALLOWED_TAGS: [...HTML_PURIFY_CONFIG.ALLOWED_TAGS],
    ALLOWED_ATTR: [...HTML_PURIFY_CONFIG.ALLOWED_ATTR],
    ADD_URI_SAFE_ATTR: [...HTML_PURIFY_CONFIG.ADD_URI_SAFE_ATTR],
    FORBID_TAGS: [...HTML_PURIFY_CONFIG.FORBID_TAGS],
    FORBID_ATTR: [...HTML_PURIFY_CONFIG.FORBID_ATTR],
  };
}

/** Plain text of HTML (previews, stripped popup titles) without a DOM: tags removed, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
