/**
 * `/m/activity`: the category tab strip and the promotion cards (image, title, dates, details
 * link); `?id=` opens that promotion over the list (spec §2).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { BannerStrip, paths, Popup, storeIdOf } from '@kernel';
import { useStore } from 'jotai';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loadable } from '../components/Loadable';
import { PromotionDates } from '../components/PromotionDates';
import { PromotionDetail } from '../components/PromotionDetail';
import { StateBadge } from '../components/StateBadge';
import { shownState } from '../lib/states';
import { coverOf, usePromotions } from '../lib/usePromotions';
import styles from '../promotions.module.css';

export default function Activity() {
  const { t } = useLingui();
  const data = usePromotions();
  const [params, setParams] = useSearchParams();
  const [category, setCategory] = useState<number | null>(null);
  const openId = Number(params.get('id') ?? '') || null;
  const close = () => setParams({}, { replace: true });
  // data-remote and data-store-id: the e2e proof that this remote sees the kernel's one jotai store
  const storeId = storeIdOf(useStore());
  return (
    <div className={styles.page} data-testid="activity" data-remote="promotions" data-store-id={storeId}>
      <Suspense fallback={null}>
        <BannerStrip group="m_promotion" testId="promotion-banners" />
      </Suspense>
      <Loadable state={data} testId="activity-list">
        {(d) => {
          const shown = category === null ? d.promotions : d.promotions.filter((p) => p.promoAnnouncementCategoryIds.includes(category));
          const open = openId === null ? undefined : d.promotions.find((p) => p.id === openId);
          return (
            <>
              <div className={styles.tabs} role="tablist" aria-label={t`Promotion categories`} data-testid="activity-tabs">
                <button
                  type="button"
                  role="tab"
                  aria-selected={category === null}
                  className={styles.tab}
                  onClick={() => setCategory(null)}
                  data-testid="activity-tab-all"
                >
                  <Trans>All</Trans>
                </button>
                {d.categories.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    role="tab"
                    aria-selected={category === c.id}
                    className={styles.tab}
                    onClick={() => setCategory(c.id)}
                    data-testid={`activity-tab-${c.id}`}
                  >
                    {c.name}
                  </button>
                ))}
              </div>
              {shown.length === 0 ? (
                <p className={styles.empty} data-testid="activity-empty">
                  <Trans>No promotions here yet</Trans>
                </p>
              ) : (
                <ul className={styles.cards} data-testid="activity-cards">
                  {shown.map((p, i) => {
                    const cover = coverOf(p);
                    const state = shownState(p, d.states.get(p.id)?.status);
                    return (
                      <li key={p.id} className={styles.card} data-testid={`promotion-card-${p.id}`}>
                        {/* the first two covers are above the fold, one of them the largest paint (also in the HTML's first screen) */}
                        {cover && (
                          <img
                            className={styles.cover}
                            src={cover}
                            alt=""
                            width={800}
                            height={400}
                            loading={i < 2 ? undefined : 'lazy'}
                            fetchPriority={i < 2 ? 'high' : undefined}
                          />
                        )}
                        <div className={styles.cardBody}>
                          <h2 className={styles.title}>{p.title}</h2>
                          <PromotionDates promotion={p} />
                          <div className={styles.row}>
                            {state ? (
                              <StateBadge state={state} startDate={p.startDate} testId={`promotion-card-state-${p.id}`} />
                            ) : (
                              <span />
                            )}
                            <Link
                              className={styles.link}
                              to={`${paths.activityDetail.path}?id=${p.id}`}
                              data-testid={`promotion-details-${p.id}`}
                            >
                              <Trans>Details</Trans>
                            </Link>
                          </div>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
              <Popup open={open !== undefined} onClose={close} placement="bottom" label={open?.title ?? ''} testId="activity-open">
                {open && (
                  <div className={styles.sheet}>
                    <PromotionDetail promotion={open} participation={d.states.get(open.id)} onChanged={data.reload} />
                    <button type="button" className={styles.ghost} onClick={close} data-testid="activity-open-close">
                      <Trans>Close</Trans>
                    </button>
                  </div>
                )}
              </Popup>
            </>
          );
        }}
      </Loadable>
    </div>
  );
}
