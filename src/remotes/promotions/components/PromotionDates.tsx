/** Start and end as YYYY/MM/DD; a long-term promotion (noExpiry 1) shows its start and a long-term label. */
import type { Announcement } from '@contracts/content/calls';
import { Trans } from '@lingui/react/macro';
import { calendarDay } from '@contracts/format';
import styles from '../promotions.module.css';

export function PromotionDates({ promotion }: { promotion: Announcement }) {
  if (promotion.noExpiry === 1 || !promotion.endDate) {
    return (
      <span className={styles.muted} data-testid="promotion-dates">
        {calendarDay(promotion.startDate, '/')}{' '}
        <span className={styles.longTerm} data-testid="promotion-long-term">
          <Trans>Long-term</Trans>
        </span>
      </span>
    );
  }
  return (
    <span className={styles.muted} data-testid="promotion-dates">
      {calendarDay(promotion.startDate, '/')} - {calendarDay(promotion.endDate, '/')}
    </span>
  );
}
