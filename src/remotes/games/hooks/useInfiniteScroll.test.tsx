import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './useInfiniteScroll';

let clock = 0;
function scrollTo(y: number, height = 3000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useInfiniteScroll (400 px, downward only, 1 s throttle)', () => {
  afterEach(() => {
    clock = 0;
  });

  it('loads within 400 px of the bottom when scrolling down, at most once a second, never scrolling up', () => {
    const onNear = vi.fn();
    scrollTo(0);
    renderHook(() => useInfiniteScroll(onNear, true, () => clock));
    scrollTo(1700); // 500 px from the bottom
    expect(onNear).not.toHaveBeenCalled();
    clock = 5000;
    scrollTo(1850); // 350 px
    expect(onNear).toHaveBeenCalledTimes(1);
    clock = 5500;
    scrollTo(1900);
    expect(onNear).toHaveBeenCalledTimes(1);
    clock = 7000;
    scrollTo(1880); // upward
    expect(onNear).toHaveBeenCalledTimes(1);
    scrollTo(1950);
    expect(onNear).toHaveBeenCalledTimes(2);
  });

  it('a scroll within the throttle second is looked at again when the second is over (no scroll comes at the bottom)', () => {
    vi.useFakeTimers();
    try {
      const onNear = vi.fn();
      scrollTo(0);
      renderHook(() => useInfiniteScroll(onNear, true, () => clock));
      clock = 5000;
      scrollTo(1850);
      expect(onNear).toHaveBeenCalledTimes(1);
      clock = 5400;
      scrollTo(2200); // at the bottom, throttled
      expect(onNear).toHaveBeenCalledTimes(1);
      clock = 6000;
      vi.advanceTimersByTime(600);
      expect(onNear).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing when disabled (no more pages or a page is loading)', () => {
    const onNear = vi.fn();
    scrollTo(0);
    renderHook(() => useInfiniteScroll(onNear, false, () => 10_000));
    scrollTo(2500);
    expect(onNear).not.toHaveBeenCalled();
  });
});

describe('useInfiniteScroll: a short page that does not fill the screen', () => {
  it('loads the next page at once when the end of the list is within 400 px of the bottom', () => {
    const onNear = vi.fn();
    scrollTo(0, 1100); // 300 px below the viewport: no scroll event can come
    const { rerender } = renderHook(({ on }) => useInfiniteScroll(onNear, on, () => clock), { initialProps: { on: true } });
    expect(onNear).toHaveBeenCalledTimes(1);
    rerender({ on: false }); // the page is loading
    scrollTo(0, 1300); // it arrived: 500 px below, the list now reaches past the screen
    rerender({ on: true });
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('does not fill while a page loads, when no page is left or after a failure', () => {
    const onNear = vi.fn();
    scrollTo(0, 500);
    renderHook(() => useInfiniteScroll(onNear, false, () => clock));
    expect(onNear).not.toHaveBeenCalled();
  });
});
