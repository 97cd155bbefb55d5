import { HTML_PURIFY_CONFIG, URL_ATTRIBUTES } from '@contracts/content/html';
import { describe, expect, it } from 'vitest';
import { sanitize } from './SafeHtml';

/** The element the sanitised HTML makes, to read its attributes. */
function firstElement(html: string, selector: string): Element {
  const box = document.createElement('div');
  box.innerHTML = sanitize(html);
  const found = box.querySelector(selector);
  if (!found) throw new Error(`no ${selector} in ${box.innerHTML}`);
  return found;
}

describe('the client sanitiser keeps what the server sanitiser keeps', () => {
  it.each([
    ['<table><tbody><tr><td colspan="2" rowspan="3" width="40" height="20">c</td></tr></tbody></table>', 'td'],
    ['<a href="https://example.com/x" target="_blank" rel="noopener" title="t">link</a>', 'a'],
    ['<img src="/m/content/a.png" alt="banner" width="750" height="300">', 'img'],
    ['<font color="#c00">red</font>', 'font'],
  ])('%s keeps every attribute', (html, selector) => {
    const expected = new DOMParser().parseFromString(html, 'text/html').querySelector(selector);
    const attributes = (element: Element | null) => Object.fromEntries([...(element?.attributes ?? [])].map((a) => [a.name, a.value]));
    expect(attributes(firstElement(html, selector))).toEqual(attributes(expected));
  });

  it('every allowed attribute that is no URL survives with a plain value', () => {
    const names = HTML_PURIFY_CONFIG.ALLOWED_ATTR.filter((name) => !URL_ATTRIBUTES.includes(name));
    expect(names).toEqual(expect.arrayContaining(['colspan', 'rowspan', 'width', 'height', 'target', 'rel', 'color']));
    const span = firstElement(`<span ${names.map((name) => `${name}="_blank 2"`).join(' ')}>x</span>`, 'span');
    expect(span.getAttributeNames().sort()).toEqual([...names].sort());
  });

  it('URL attributes still pass the URL rule, and the forbidden ones still go', () => {
    expect(firstElement('<a href="javascript:alert(1)" target="_blank">x</a>', 'a').getAttributeNames()).toEqual(['target']);
    expect(firstElement('<img src="vbscript:x" width="3">', 'img').getAttributeNames()).toEqual(['width']);
    expect(firstElement('<p style="color:red" class="c" id="i" onclick="x()" data-x="1">p</p>', 'p').getAttributeNames()).toEqual([]);
  });
});
