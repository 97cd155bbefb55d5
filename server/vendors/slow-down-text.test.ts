// @vitest-environment jsdom
/** The game page's words for a rate-limited call, in the page's three languages. */
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './pages/i18n.js';
import { slowDownText } from './pages/slow-down.js';

afterEach(() => setLanguage('en'));

describe('slowDownText', () => {
  it('says to slow down and when to try again, never "not valid"', () => {
    setLanguage('en');
    expect(slowDownText({ retryAfterSeconds: 12 })).toBe('Too many requests: slow down and try again in 12 s.');
    expect(slowDownText(null)).toBe('Too many requests: slow down and try again in 1 s.');
    setLanguage('zh');
    expect(slowDownText({ retryAfterSeconds: 7 })).toBe('操作过于频繁：请放慢速度，7 秒后再试。');
    setLanguage('km');
    expect(slowDownText({ retryAfterSeconds: 7 })).toContain('7 វិនាទី');
  });
});
