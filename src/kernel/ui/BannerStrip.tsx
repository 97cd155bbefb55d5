/**
 * A banner group's strip (spec §3 banner groups), from the announcements call: game category pages
 * (m_rng, m_live, m_fish, m_pvp, m_sports, m_lott, m_elott), promotions (m_promotion) and
 * registration (m_reg). Loaded lazily (its own chunk, see `BannerStrip` in the kernel index); the
 * strip keeps a fixed height while it loads, so what follows does not jump; a broken image is hidden.
 */
import { AnnouncementsValueSchema, type BannerGroup, CONTENT_PATHS, type Announcement } from '@contracts/content/calls';
import { LANGUAGE_HEADER } from '@contracts/languages';
import { apiRequest } from '../api/client';
import { languageAtom } from '../i18n/language';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';

// 6.1rem: the images' 5.6rem and the 0.5rem top padding (border-box), the same as BANNER_STRIP_SPACE
const BOX = {
  display: 'flex',
  gap: '0.5rem',
  overflowX: 'auto',
  padding: '0.5rem 0.75rem 0',
  boxSizing: 'border-box',
  minHeight: '6.1rem',
} as const;
// height auto: the width/height attributes give the aspect before the image loads, not a 300px box
const IMG = { display: 'block', width: '14rem', height: 'auto', aspectRatio: '5 / 2', objectFit: 'cover', borderRadius: '0.6rem' } as const;

/** `priority`: the strip is the page's largest paint (a game category page): its first image is fetched at high priority. */
export default function BannerStrip({
  group,
  testId = 'category-banners',
  priority = false,
}: {
  group: BannerGroup;
  testId?: string;
  priority?: boolean;
}) {
  const language = useAtomValue(languageAtom);
  const [banners, setBanners] = useState<Announcement[] | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const abort = new AbortController();
    apiRequest(CONTENT_PATHS.announcements, {
      query: { types: 'B', groupName: group, platform: 'M', language: LANGUAGE_HEADER[language] },
      schema: AnnouncementsValueSchema,
      signal: abort.signal,
    })
      .then((v) => startTransition(() => setBanners(v.banners.filter((b) => b.groupName === group))))
      .catch(() => setBanners([]));
    return () => abort.abort();
  }, [group, language]);
  const shown = (banners ?? []).filter((b) => !broken.has(b.id) && b.announcementImages.length > 0);
  if (banners && shown.length === 0) return null;
  return (
    <div style={BOX} data-testid={testId} data-group={group}>
      {shown.map((b, i) => {
        const cover = [...b.announcementImages].sort((x, y) => x.sequence - y.sequence)[0]?.url;
        const img = (
          <img
            key={b.id}
            style={IMG}
            src={cover}
            alt={b.title}
            width={750}
            height={300}
            fetchPriority={priority && i === 0 ? 'high' : undefined}
            onError={() => setBroken((s) => new Set([...s, b.id]))}
          />
        );
        return b.url?.startsWith('/m/') ? (
          <Link key={b.id} to={b.url} data-testid="category-banner">
            {img}
          </Link>
        ) : (
          <span key={b.id} data-testid="category-banner">
            {img}
          </span>
        );
      })}
    </div>
  );
}
