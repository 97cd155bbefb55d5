/** `/m/activityDetail?id=`: one promotion (image, title, dates, sanitised HTML, the player's state). */
import { Trans } from '@lingui/react/macro';
import { paths } from '@kernel';
import { Link, useSearchParams } from 'react-router';
import { Loadable } from '../components/Loadable';
import { PromotionDetail } from '../components/PromotionDetail';
import { usePromotions } from '../lib/usePromotions';
import styles from '../promotions.module.css';

export default function ActivityDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '');
  const data = usePromotions();
  return (
    <div className={styles.page} data-testid="activity-detail">
      <Loadable state={data} testId="activity-detail">
        {(d) => {
          const promotion = d.promotions.find((p) => p.id === id);
          if (!promotion) {
            return (
              <p className={styles.empty} data-testid="activity-detail-missing">
                <Trans>This promotion is not available</Trans>{' '}
                <Link to={paths.activity.path}>
                  <Trans>All promotions</Trans>
                </Link>
              </p>
            );
          }
          return <PromotionDetail promotion={promotion} participation={d.states.get(promotion.id)} onChanged={data.reload} />;
        }}
      </Loadable>
    </div>
  );
}
