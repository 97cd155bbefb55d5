/** What a form tells the player when a call fails. */
import { i18n } from '@lingui/core';
import { ApiError, CLIENT_CODES } from '@kernel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountErrorText } from './error-text';

afterEach(() => vi.restoreAllMocks());

describe('accountErrorText', () => {
  it('a failure that is not an answer (a piece that could not load) says "no internet" while offline, "unknown error" otherwise', () => {
    const chunkFailed = new TypeError('Failed to fetch dynamically imported module');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(accountErrorText(i18n, chunkFailed)).toBe(i18n._(new ApiError(CLIENT_CODES.network, '').descriptor));
    expect(accountErrorText(i18n, chunkFailed)).toMatch(/No internet connection/);
    online.mockReturnValue(true);
    expect(accountErrorText(i18n, chunkFailed)).toBe('Unknown error');
  });

  it('an IP block says so, with the minutes', () => {
    expect(accountErrorText(i18n, new ApiError('login.locked', '', 423, { blocked: 'address', retryAfterSeconds: 61 }))).toBe(
      'Your IP address is blocked after too many failed attempts, try again in 2 minutes',
    );
  });
});
