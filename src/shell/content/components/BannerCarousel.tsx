/**
 * The m_home banner carousel: clickable images; more than one banner autoplays every 5 s without
 * stopping on interaction and wraps around, with dots; one banner stands still. A banner whose
 * image fails is hidden. Its box has a fixed aspect, so nothing shifts. The first banner's image
 * is the page's largest paint: it loads eagerly with high priority (the server preloads it too),
 * the others lazily.
 */
import { BANNER_AUTOPLAY_MS, type Announcement } from '@contracts/content/calls';
import { useState } from 'react';
import { BannerLink } from './BannerLink';
import { Carousel } from './Carousel';

export function BannerCarousel({ banners }: { banners: readonly Announcement[] }) {
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const shown = banners.filter((b) => !broken.has(b.id) && b.announcementImages.length > 0);
  const hide = (id: number) => setBroken((s) => new Set([...s, id]));
  return (
    <Carousel autoplayMs={BANNER_AUTOPLAY_MS} testId="home-banners" count={shown.length}>
      {shown.map((b, i) => (
        <BannerLink key={b.id} banner={b} onBroken={() => hide(b.id)} first={i === 0} />
      ))}
    </Carousel>
  );
}
