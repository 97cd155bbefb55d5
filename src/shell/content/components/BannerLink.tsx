/** One banner: its cover image (sequence 1), a link when it has a url (site path or https). */
import type { Announcement } from '@contracts/content/calls';
import { Link } from 'react-router';
import styles from '../content.module.css';

export function coverOf(a: Announcement): string | undefined {
  return [...a.announcementImages].sort((x, y) => x.sequence - y.sequence)[0]?.url;
}

/** `first`: the image the page paints largest (eager, high priority); any other loads lazily. */
export function BannerLink({ banner, onBroken, first = false }: { banner: Announcement; onBroken: () => void; first?: boolean }) {
  const img = (
    <img
      src={coverOf(banner)}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      onError={onBroken}
      data-banner={banner.id}
    />
  );
  const url = banner.url;
  if (url?.startsWith('/m/')) {
    return (
      <Link className={styles.bannerLink} to={url} data-testid="banner-link">
        {img}
      </Link>
    );
  }
  if (url?.startsWith('https://')) {
    return (
      <a className={styles.bannerLink} href={url} target="_blank" rel="noopener noreferrer" data-testid="banner-link">
        {img}
      </a>
    );
  }
  return <span className={styles.bannerLink}>{img}</span>;
}
