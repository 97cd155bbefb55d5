/**
 * The home carousel (swiper, loaded only with this chunk). Until the banners call lands it shows
 * the brand's own welcome slides (the spec's marketing copy), not invented banner images.
 * More than one slide loops and autoplays every 5 s without stopping on touch, with dots.
 */
import 'swiper/css';
import 'swiper/css/pagination';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import styles from './home.module.css';

export const BANNER_AUTOPLAY_MS = 5000;

export type Slide = { id: string; title: MessageDescriptor; text: MessageDescriptor };

export default function WelcomeCarousel({ slides }: { slides: readonly Slide[] }) {
  const { i18n } = useLingui();
  const many = slides.length > 1;
  return (
    <Swiper
      className={styles.carousel}
      modules={[Autoplay, Pagination]}
      spaceBetween={20}
      loop={many}
      autoplay={many ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
      pagination={many ? { clickable: true } : false}
      data-testid="home-carousel"
    >
      {slides.map((s) => (
        <SwiperSlide key={s.id}>
          <div className={styles.slide} data-slide={s.id}>
            <strong>{i18n._(s.title)}</strong>
            <span>{i18n._(s.text)}</span>
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
