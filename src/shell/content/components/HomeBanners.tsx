/**
 * Home's banner box: a fixed-aspect space at once (no layout shift), the carousel once the m_home
 * banners are known; without banners, the brand's welcome slides. No library and no lazy chunk:
 * it is the first screen's largest paint.
 */
import type { Announcement } from '@contracts/content/calls';
import { WELCOME_SLIDES } from '../../home/slides';
import { WelcomeCarousel } from '../../home/WelcomeCarousel';
import styles from '../content.module.css';
import { BannerCarousel } from './BannerCarousel';

export function HomeBanners({ banners }: { banners: readonly Announcement[] | null }) {
  return (
    <div className={styles.bannerBox} data-testid="home-banner-box">
      {banners && (banners.length > 0 ? <BannerCarousel banners={banners} /> : <WelcomeCarousel slides={WELCOME_SLIDES} />)}
    </div>
  );
}
