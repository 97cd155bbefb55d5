/** One promotion: cover image, title, dates, sanitised HTML and what the player can do. */
import type { Announcement } from '@contracts/content/calls';
import type { Participation } from '@contracts/promotions/rewards';
import { Skeleton } from '@kernel';
import { lazy, Suspense } from 'react';
import { coverOf } from '../lib/usePromotions';
import styles from '../promotions.module.css';
import { ParticipationAction } from './ParticipationAction';
import { PromotionDates } from './PromotionDates';

// DOMPurify loads with the first opened promotion, not with the list (first-load budget of /m/activity)
const PromotionHtml = lazy(() => import('./PromotionHtml').then((m) => ({ default: m.PromotionHtml })));

export function PromotionDetail({
  promotion,
  participation,
  onChanged,
}: {
  promotion: Announcement;
  participation: Participation | undefined;
  onChanged: () => void;
}) {
  const cover = coverOf(promotion);
  return (
    <article className={styles.detail} data-testid="promotion-detail" data-promotion-id={promotion.id}>
      {cover && <img className={styles.cover} src={cover} alt="" width={800} height={400} />}
      <h2 className={styles.title} data-testid="promotion-detail-title">
        {promotion.title}
      </h2>
      <PromotionDates promotion={promotion} />
      <ParticipationAction promotion={promotion} participation={participation} onChanged={onChanged} />
      <Suspense fallback={<Skeleton lines={3} />}>
        <PromotionHtml html={promotion.content} testId="promotion-detail-html" />
      </Suspense>
    </article>
  );
}
