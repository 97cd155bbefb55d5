import { describe, expect, it, vi } from 'vitest';
import { throttle, UNREAD_THROTTLE_MS, unreadAllowed } from './unread';

describe('inbox unread count', () => {
  it('is throttled to one call per 250 ms: a burst makes one call at once and one at the end of the window', () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const t = throttle(fn, UNREAD_THROTTLE_MS);
      t();
      t();
      t();
      expect(fn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(249);
      expect(fn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1000);
      expect(fn).toHaveBeenCalledTimes(2);
      t();
      expect(fn).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not fetched for member type 4, logged out, or with INBOX3 off', () => {
    expect(unreadAllowed(true, true, { type: 0 })).toBe(true);
    expect(unreadAllowed(true, true, { type: 40 })).toBe(true);
    expect(unreadAllowed(true, true, { type: 4 })).toBe(false);
    expect(unreadAllowed(false, true, { type: 0 })).toBe(false);
    expect(unreadAllowed(true, false, { type: 0 })).toBe(false);
    expect(unreadAllowed(true, true, null)).toBe(false);
    expect(unreadAllowed(true, true, { type: 0, trial: true }), 'a trial account has no inbox').toBe(false);
    expect(unreadAllowed(true, true, { type: 0, trial: false })).toBe(true);
  });
});
