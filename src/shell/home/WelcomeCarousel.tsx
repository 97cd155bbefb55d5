/**
 * The home carousel until the banners call lands or when a brand has none: the brand's own welcome
 * slides (the spec's marketing copy), not invented banner images. More than one slide autoplays
 * every 5 s without stopping on touch and wraps around, with dots.
 */
import { BANNER_AUTOPLAY_MS } from '@contracts/content/calls';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Carousel } from '../content/components/Carousel';
import styles from './home.module.css';

export type Slide = { id: string; title: MessageDescriptor; text: MessageDescriptor };

export function WelcomeCarousel({ slides }: { slides: readonly Slide[] }) {
  const { i18n } = useLingui();
  return (
    <Carousel autoplayMs={BANNER_AUTOPLAY_MS} className={styles.carouselBox} testId="home-carousel">
      {slides.map((s) => (
        <div className={styles.slide} data-slide={s.id} key={s.id}>
          <strong>{i18n._(s.title)}</strong>
          <span>{i18n._(s.text)}</span>
        </div>
      ))}
    </Carousel>
  );
}
