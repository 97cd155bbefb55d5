/**
 * Home's banner box: a fixed-aspect space at once (no layout shift), the swiper carousel (lazy
 * chunk) once the m_home banners are known; without banners, the brand's welcome slides.
 */
import type { Announcement } from '@contracts/content/calls';
import { lazy, Suspense } from 'react';
import { WELCOME_SLIDES } from '../../home/slides';
import styles from '../content.module.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));
const WelcomeCarousel = lazy(() => import('../../home/WelcomeCarousel'));

export function HomeBanners({ banners }: { banners: readonly Announcement[] | null }) {
  return (
    <div className={styles.bannerBox} data-testid="home-banner-box">
      {banners && (
        <Suspense fallback={null}>
          {banners.length > 0 ? <BannerCarousel banners={banners} /> : <WelcomeCarousel slides={WELCOME_SLIDES} />}
        </Suspense>
      )}
    </div>
  );
}
