import { afterEach, describe, expect, it, vi } from 'vitest';
import { store, toastsAtom } from '@kernel';
import { messages as km } from '../locales/km/messages';
import { messages as zh } from '../locales/zh/messages';
import { canFreePlay, FREE_REJECT_MS, freeRejectMessage, guardFreePlay } from './free-play';

describe('free play (spec §4)', () => {
  afterEach(() => {
    vi.useRealTimers();
    store.set(toastsAtom, []);
  });

  it('allows member types 0, 1 and 2 only', () => {
    expect([0, 1, 2].map(canFreePlay)).toEqual([true, true, true]);
    expect([3, 4, 40, 41, -1, 1.5].map(canFreePlay)).toEqual([false, false, false, false, false, false]);
    expect(canFreePlay(null)).toBe(false);
    expect(canFreePlay(undefined)).toBe(false);
  });

  it('refuses with the spec message id free_reject, shown 2 s', () => {
    expect(freeRejectMessage.id).toBe('free_reject');
    expect(FREE_REJECT_MS).toBe(2000);
    // translated in the games catalog, which loads with the remote
    expect(JSON.stringify(km.free_reject)).toMatch(/[\u1780-\u17FF]/);
    expect(JSON.stringify(zh.free_reject)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('guardFreePlay lets types 0-2 through silently and shows free_reject for 2 s to others', () => {
    vi.useFakeTimers();
    expect(guardFreePlay(1)).toBe(true);
    expect(store.get(toastsAtom)).toEqual([]);
    expect(guardFreePlay(4)).toBe(false);
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual([freeRejectMessage]);
    vi.advanceTimersByTime(FREE_REJECT_MS - 1);
    expect(store.get(toastsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
