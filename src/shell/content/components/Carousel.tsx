/**
 * A light carousel for the first screen (no carousel library in home's first load): the
 * slides sit in a horizontal scroll-snap strip (touch swipes it natively), more than one slide
 * autoplays every `autoplayMs` and wraps from the last slide to the first, dots show and pick the
 * slide. Moving content can be stopped (WCAG 2.2.2): a pause/play button beside the dots, autoplay
 * holds while a slide has the keyboard focus, and starts paused under `prefers-reduced-motion`.
 * One slide stands still, without dots. Right to left, the first slide is at the right and autoplay
 * moves leftward.
 */
import { useLingui } from '@lingui/react/macro';
import { Children, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from '../content.module.css';

/** The strip's scroll offsets grow leftward, negative, when it runs right to left. */
const way = (el: HTMLElement) => (getComputedStyle(el).direction === 'rtl' ? -1 : 1);

function scrollToSlide(el: HTMLElement | null, index: number): void {
  el?.scrollTo({ left: way(el) * index * el.clientWidth, behavior: 'smooth' });
}

/** The slide the strip shows (in either direction). */
const shownSlide = (el: HTMLElement) => Math.round(Math.abs(el.scrollLeft) / el.clientWidth);

type Props = { children: ReactNode; autoplayMs: number; className?: string; testId?: string; count?: number };

export function Carousel({ children, autoplayMs, className, testId, count }: Props) {
  const { t } = useLingui();
  const slides = Children.toArray(children);
  const many = slides.length > 1;
  const strip = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(() => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  const [focused, setFocused] = useState(false);

  const go = (index: number) => scrollToSlide(strip.current, index);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onIn = () => setFocused(true);
    const onOut = (e: FocusEvent) => setFocused(el.contains(e.relatedTarget as Node | null));
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, []);

  useEffect(() => {
    if (!many || paused || focused) return;
    const timer = window.setInterval(() => {
      const el = strip.current;
      if (!el || el.clientWidth === 0) return;
      scrollToSlide(el, (shownSlide(el) + 1) % slides.length);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [many, paused, focused, slides.length, autoplayMs]);

  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) setActive(shownSlide(el));
  };

  return (
    <div className={`${styles.carousel} ${className ?? ''}`} ref={root} data-testid={testId} data-count={count ?? slides.length}>
      <div className={styles.carouselStrip} ref={strip} onScroll={onScroll}>
        {slides.map((slide, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
          <div className={styles.carouselSlide} key={i}>
            {slide}
          </div>
        ))}
      </div>
      {many && (
        <div className={styles.carouselDots}>
          {slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
              key={i}
              type="button"
              className={styles.carouselDot}
              aria-current={i === active}
              data-testid="carousel-dot"
              aria-label={t({ id: 'carousel_slide_n', message: `Slide ${i + 1}` })}
              onClick={() => go(i)}
            />
          ))}
          <button
            type="button"
            className={styles.carouselPause}
            aria-pressed={paused}
            data-testid="carousel-pause"
            aria-label={
              paused ? t({ id: 'carousel_play', message: 'Play the slides' }) : t({ id: 'carousel_pause', message: 'Pause the slides' })
            }
            onClick={() => setPaused(!paused)}
          />
        </div>
      )}
    </div>
  );
}
