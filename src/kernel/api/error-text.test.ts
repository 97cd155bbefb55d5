/** The one lookup every area's error table goes through. */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, errorTextOf } from './error-text';
import { ApiError } from './errors';

const TEXTS = { 'area.known': { id: 'area.known', message: 'The area says this' } };
const FALLBACK = { id: 'area.failed', message: 'That did not work' };

describe('errorMessageOf', () => {
  it("an answer with one of the area's codes gets the area's message", () => {
    expect(errorMessageOf(TEXTS, FALLBACK, new ApiError('area.known', 'server text', 409))).toBe(TEXTS['area.known']);
  });

  it("any other answer gets the kernel's message for its code (the server's text when the kernel has none)", () => {
    const maintenance = new ApiError('system.maintenance', 'down', 503);
    expect(errorMessageOf(TEXTS, FALLBACK, maintenance)).toEqual(maintenance.descriptor);
    expect(errorMessageOf(TEXTS, FALLBACK, new ApiError('other.code', 'Said by the server', 400))).toEqual({
      id: 'other.code',
      message: 'Said by the server',
    });
  });

  it("a name only the table's prototype has is not one of the area's codes", () => {
    const error = new ApiError('constructor', 'Said by the server', 400);
    expect(errorMessageOf(TEXTS, FALLBACK, error)).toEqual(error.descriptor);
  });

  it('a failure that is not an answer gets the fallback', () => {
    expect(errorMessageOf(TEXTS, FALLBACK, new TypeError('Failed to fetch dynamically imported module'))).toBe(FALLBACK);
    expect(errorMessageOf(TEXTS, FALLBACK, 'thrown text')).toBe(FALLBACK);
  });
});

describe('errorTextOf', () => {
  it('gives the text of that message in the active language', () => {
    const text = errorTextOf(TEXTS, FALLBACK);
    expect(text(i18n, new ApiError('area.known', '', 409))).toBe('The area says this');
    expect(text(i18n, new Error('bug'))).toBe('That did not work');
  });
});
