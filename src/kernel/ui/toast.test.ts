import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../store';
import { TOAST_MS, toast, toastsAtom, withLoading } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  store.set(toastsAtom, []);
});

const visibleFor = (show: () => void, ms: number) => {
  show();
  vi.advanceTimersByTime(ms - 1);
  const before = store.get(toastsAtom).length;
  vi.advanceTimersByTime(1);
  return [before, store.get(toastsAtom).length];
};

describe('toast durations (spec §9)', () => {
  it.each([
    ['success 1.5 s', () => toast.success('ok'), TOAST_MS.success, 1500],
    ['success 1 s where the spec says', () => toast.success('ok', TOAST_MS.successQuick), TOAST_MS.successQuick, 1000],
    ['short 3 s', () => toast.short('x'), TOAST_MS.short, 3000],
    ['long 8 s', () => toast.long('x'), TOAST_MS.long, 8000],
    ['copy 2 s', () => toast.copy('x'), TOAST_MS.copy, 2000],
    ['loading at most 9999 ms', () => toast.loading('x'), TOAST_MS.loadingMax, 9999],
  ])('%s', (_name, show, ms, expected) => {
    expect(ms).toBe(expected);
    expect(visibleFor(show, ms)).toEqual([1, 0]);
  });

  it('a loading toast hides as soon as the work settles', async () => {
    const work = withLoading('wait', async () => 42);
    expect(store.get(toastsAtom)).toHaveLength(1);
    await expect(work).resolves.toBe(42);
    expect(store.get(toastsAtom)).toHaveLength(0);
  });
});
