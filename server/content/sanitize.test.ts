// @vitest-environment jsdom
/**
 * The server's sanitiser against an XSS corpus: each output is parsed the way a browser parses it
 * (jsdom's HTML parser) and must hold only allowed tags and attributes, no event handler, no
 * script URL, no style (a handler's text inside an allowed attribute's value is only text); sanitising again changes nothing (what is stored is what is shown).
 */
import { describe, expect, it } from 'vitest';
import { HTML_PURIFY_CONFIG } from '../../src/contracts/content/html';
import { sanitizeHtml } from './sanitize';

const CORPUS: readonly string[] = [
  // scripts
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\n>alert(1)</script\n>',
  '<<script>script>alert(1)<</script>/script>',
  '<p>text<script>alert(1)',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="/a.png" onerror="alert(1)" onload=alert(2)>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(2)>p</p>',
  '<img/src="x"/onerror=alert(1)>',
  '<img src=x ONERROR=alert(1)>',
  '<div/onpointerenter=alert(1)>d</div>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<button onclick=alert(1)>b</button>',
  // javascript: and other URLs
  '<a href="javascript:alert(1)">j</a>',
  '<a href="JaVaScRiPt:alert(1)">j</a>',
  '<a href=" javascript:alert(1)">j</a>',
  '<a href="java\tscript:alert(1)">j</a>',
  '<a href="java&#x09;script:alert(1)">j</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">j</a>',
  '<a href="jav&#x0A;ascript:alert(1)">j</a>',
  '<a href="\u0001javascript:alert(1)">j</a>',
  '<a href="vbscript:msgbox(1)">v</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="javascript:alert(1)">',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="/\\evil.example/">backslash</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  // svg and math
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">m</math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  // styles
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(1))">s</div>',
  '<div style="width:expression(alert(1))">e</div>',
  '<p style="position:fixed;inset:0">overlay</p>',
  '<link rel=stylesheet href="/evil.css">',
  '<p class="admin" id="root">class and id</p>',
  // nested and broken markup
  '<p title="</p><script>alert(1)</script>">t</p>',
  '<a title="&quot; onmouseover=alert(1) x=&quot;">q</a>',
  '<img src="/a.png" alt="x" title="y" onerror="alert(1)"',
  '<div><p><b><i>unclosed',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<template><img src=x onerror=alert(1)></template>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<iframe><img src=x onerror=alert(1)></iframe>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<?xml version="1.0"?><img src=x onerror=alert(1)>',
  '<a href="/ok"><a href="javascript:alert(1)">nested</a></a>',
  '<table><tr><td><form><input onfocus=alert(1)></form></td></tr></table>',
  '<div data-x="1" data-bind="alert(1)">data</div>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
];

const TAGS = new Set<string>(HTML_PURIFY_CONFIG.ALLOWED_TAGS);
const ATTRIBUTES = new Set<string>(HTML_PURIFY_CONFIG.ALLOWED_ATTR);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|data:image\/)/i;

/** What is wrong in sanitised HTML, read as a browser reads it (empty: nothing). */
function problems(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll('*')) {
    const tag = el.localName;
    if (!TAGS.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`tag ${tag}`);
    for (const { name, value } of el.attributes) {
      if (!ATTRIBUTES.has(name)) found.push(`attribute ${name} on ${tag}`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value)) found.push(`url ${value}`);
    }
  }
  if (doc.head.childNodes.length > 0) found.push('content in <head>');
  return found;
}

describe('sanitizeHtml against an XSS corpus', () => {
  it.each(CORPUS)('%s is neutralised', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(problems(clean)).toEqual([]);
    expect(clean).not.toMatch(/<(script|style|svg|math|iframe|object|embed|form|input|base|meta|link)\b/i);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('the checker itself finds what the corpus carries', () => {
    expect(problems('<img src=x onerror=alert(1)>')).toEqual(['url x', 'attribute onerror on img']);
    expect(problems('<svg><a href="javascript:1"></a></svg>')).toContain('tag svg');
    expect(problems('<p style="x" class="y">a</p>')).toEqual(['attribute style on p', 'attribute class on p']);
  });
});

describe('sanitizeHtml keeps the formatting the allow-list allows', () => {
  it.each([
    [
      '<p>Hello <b>bold</b>, <strong>strong</strong>, <i>i</i>, <em>em</em>, <u>u</u>, <s>s</s>, <small>s</small>, H<sub>2</sub>O, x<sup>2</sup></p>',
    ],
    ['<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><hr /><blockquote>q</blockquote><div><span>s</span><br />n</div>'],
    ['<ul><li>a</li></ul><ol><li>b</li></ol>'],
    ['<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">c</td><td>d</td></tr></tbody></table>'],
    ['<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener" title="t">link</a>'],
    ['<a href="/m/activity">page</a><a href="#top">top</a><a href="mailto:help@example.com">mail</a><a href="tel:+6612345">call</a>'],
    ['<img src="/m/content/a.png" alt="banner" width="750" height="300" />'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />'],
    ['<font color="#c00">red</font>'],
    ['<p>5 &lt; 6 &amp; 7 &gt; 3 “quotes” ภาษาไทย 中文</p>'],
  ])('%s stays as it is', (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops a forbidden tag but keeps its text, and drops code with its content', () => {
    expect(sanitizeHtml('<form><button>Claim</button></form><p>after</p>')).toBe('Claim<p>after</p>');
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b<style>p{}</style>c</p>')).toBe('<p>abc</p>');
    expect(sanitizeHtml('<svg><text>drawn</text></svg><p>kept</p>')).toBe('<p>kept</p>');
  });

  it('drops a URL the rule refuses but keeps the element', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" title="t">x</a>')).toBe('<a title="t">x</a>');
    expect(sanitizeHtml('<a href="page.html">relative</a>')).toBe('<a>relative</a>');
    expect(sanitizeHtml('<img src="//cdn.example/a.png" alt="a" />')).toBe('<img alt="a" />');
  });

  it('reads a URL as DOMPurify does: control characters and spaces inside it are ignored, nothing else', () => {
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const ignored = [...range(0x00, 0x20), 0xa0, 0x1680, 0x180e, ...range(0x2000, 0x2029), 0x205f, 0x3000];
    const kept = [
      0x21, 0x7f, 0x85, 0x9f, 0xa1, 0x167f, 0x1681, 0x180d, 0x180f, 0x1fff, 0x202a, 0x202f, 0x205e, 0x2060, 0x2fff, 0x3001, 0xfeff,
    ];
    const link = (c: number) => `<a href="ht${String.fromCodePoint(c)}tps://example.com/">x</a>`;
    const image = (c: number) => `<img src="da${String.fromCodePoint(c)}ta:image/png;base64,AA" />`;
    for (const c of ignored) {
      expect(sanitizeHtml(link(c)), c.toString(16)).toBe(link(c));
      expect(sanitizeHtml(image(c)), c.toString(16)).toBe(image(c));
    }
    for (const c of kept) {
      expect(sanitizeHtml(link(c)), c.toString(16)).toBe('<a>x</a>');
      expect(sanitizeHtml(image(c)), c.toString(16)).toBe('<img />');
    }
  });

  it('closes what was left open and escapes stray brackets', () => {
    expect(sanitizeHtml('<div><p><b>unclosed')).toBe('<div><p><b>unclosed</b></p></div>');
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
  });
});
