/**
 * The m_home banner carousel (swiper, in this lazy chunk): clickable images; more than one banner
 * loops and autoplays every 5 s without stopping on interaction, with dots; one banner stands
 * still. A banner whose image fails is hidden. Its box has a fixed aspect, so nothing shifts.
 */
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY_MS, type Announcement } from '@contracts/content/calls';
import { useState } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { BannerLink } from './BannerLink';

export default function BannerCarousel({ banners }: { banners: readonly Announcement[] }) {
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const shown = banners.filter((b) => !broken.has(b.id) && b.announcementImages.length > 0);
  const many = shown.length > 1;
  const hide = (id: number) => setBroken((s) => new Set([...s, id]));
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      spaceBetween={20}
      loop={many}
      autoplay={many ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
      pagination={many ? { clickable: true } : false}
      data-testid="home-banners"
      data-count={shown.length}
    >
      {shown.map((b) => (
        <SwiperSlide key={b.id}>
          <BannerLink banner={b} onBroken={() => hide(b.id)} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
