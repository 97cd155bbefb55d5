import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

/** jsdom lays nothing out: give the strip a width and record where autoplay scrolls it. */
function stripWithWidth() {
  const scrolls: number[] = [];
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object') scrolls.push(options.left ?? 0);
  } as typeof HTMLElement.prototype.scrollTo;
  return scrolls;
}

function setReducedMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

const three = (
  <I18nProvider i18n={i18n}>
    <Carousel autoplayMs={1000} testId="c">
      <span>one</span>
      <span>two</span>
      <span>three</span>
    </Carousel>
  </I18nProvider>
);

describe('Carousel: moving content can be stopped (WCAG 2.2.2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });

  it('autoplays until the pause button is pressed, and again after play', () => {
    setReducedMotion(false);
    const scrolls = stripWithWidth();
    render(three);
    vi.advanceTimersByTime(1000);
    expect(scrolls).toEqual([300]);
    const pause = screen.getByTestId('carousel-pause');
    expect(pause.getAttribute('aria-label')).toBe('Pause the slides');
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(pause.getAttribute('aria-label')).toBe('Play the slides');
    vi.advanceTimersByTime(5000);
    expect(scrolls).toEqual([300]);
    fireEvent.click(pause);
    vi.advanceTimersByTime(1000);
    expect(scrolls).toHaveLength(2);
  });

  it('holds while a control inside has the keyboard focus', () => {
    setReducedMotion(false);
    const scrolls = stripWithWidth();
    render(three);
    fireEvent.focus(screen.getAllByTestId('carousel-dot')[0] as HTMLElement);
    vi.advanceTimersByTime(3000);
    expect(scrolls).toEqual([]);
  });

  it('starts paused when the player asks for reduced motion', () => {
    setReducedMotion(true);
    const scrolls = stripWithWidth();
    render(three);
    vi.advanceTimersByTime(3000);
    expect(scrolls).toEqual([]);
    expect(screen.getByTestId('carousel-pause').getAttribute('aria-pressed')).toBe('true');
  });
});
