/** The one lookup every area's error table goes through. */
import { type I18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { type AnsweredError, errorMessageOf, errorTextOf, isAnswered } from './error-text';

/** An answered failure as the kernel's ApiError is one: a code, and the kernel's message for it. */
class Answered extends Error implements AnsweredError {
  constructor(
    readonly code: string,
    private readonly serverMessage: string,
  ) {
    super(code);
  }
  get descriptor() {
    return { id: this.code, message: this.serverMessage };
  }
}

const TEXTS = { 'area.known': { id: 'area.known', message: 'The area says this' } };
const FALLBACK = { id: 'area.failed', message: 'That did not work' };

describe('errorMessageOf', () => {
  it("an answer with one of the area's codes gets the area's message", () => {
    expect(errorMessageOf(TEXTS, FALLBACK, new Answered('area.known', 'server text'))).toBe(TEXTS['area.known']);
  });

  it("any other answer gets the kernel's message for its code", () => {
    expect(errorMessageOf(TEXTS, FALLBACK, new Answered('other.code', 'Said by the server'))).toEqual({
      id: 'other.code',
      message: 'Said by the server',
    });
  });

  it("a name only the table's prototype has is not one of the area's codes", () => {
    expect(errorMessageOf(TEXTS, FALLBACK, new Answered('constructor', 'Said by the server'))).toEqual({
      id: 'constructor',
      message: 'Said by the server',
    });
  });

  it('a failure that is not an answer gets the fallback', () => {
    expect(errorMessageOf(TEXTS, FALLBACK, new TypeError('Failed to fetch dynamically imported module'))).toBe(FALLBACK);
    expect(errorMessageOf(TEXTS, FALLBACK, Object.assign(new Error('no message'), { code: 'area.known' }))).toBe(FALLBACK);
    expect(errorMessageOf(TEXTS, FALLBACK, { code: 'area.known', descriptor: TEXTS['area.known'] })).toBe(FALLBACK);
    expect(errorMessageOf(TEXTS, FALLBACK, 'thrown text')).toBe(FALLBACK);
    expect(isAnswered(null)).toBe(false);
  });
});

describe('errorTextOf', () => {
  it('gives the text of that message in the active language', () => {
    const i18n: I18n = setupI18n({ locale: 'xx', messages: { xx: { 'area.known': 'In the language', 'area.failed': 'Failed here' } } });
    const text = errorTextOf(TEXTS, FALLBACK);
    expect(text(i18n, new Answered('area.known', ''))).toBe('In the language');
    expect(text(i18n, new Error('bug'))).toBe('Failed here');
  });
});
