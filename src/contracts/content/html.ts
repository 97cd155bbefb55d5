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
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'color', 'width', 'height', 'target', 'rel'],
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
