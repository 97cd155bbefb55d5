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

  it('does nothing when disabled (no more pages or a page is loading)', () => {
    const onNear = vi.fn();
    scrollTo(0);
    renderHook(() => useInfiniteScroll(onNear, false, () => 10_000));
    scrollTo(2500);
    expect(onNear).not.toHaveBeenCalled();
  });
});
