/**
 * Below a list: skeleton while the first page loads, empty state, load more, no-more footer, retry.
 *
 * A page the list loads by itself (a short page that does not fill the screen: useInfiniteScroll)
 * adds its rows above this footer. Kept as the same element, the footer would be pushed down where
 * the player sees it: a layout shift with no input to excuse it. So while such a page loads, the
 * footer is a new element, and when the rows arrive it is replaced again, never moved. A page the
 * player asked for keeps the same button (and its focus).
 */
import { noDataMessage, Skeleton } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PagedList } from '../hooks/usePagedList';
import styles from './games.module.css';

export function ListFooter({ list }: { list: PagedList }) {
  const { t, i18n } = useLingui();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!list.loading) setAsked(false);
  }, [list.loading]);
  const more = () => {
    setAsked(true);
    list.loadMore();
  };
  const node = list.loading && !asked ? 'loading-by-itself' : 'footer';
  if (list.loading && list.games.length === 0) return <Skeleton tiles={9} lines={0} />;
  if (list.failed)
    return (
      <div className={styles.footer}>
        <button type="button" className={styles.moreButton} onClick={more}>
          {t`Could not load the games. Try again`}
        </button>
      </div>
    );
  if (list.games.length === 0)
    return (
      <div className={styles.empty} data-testid="list-empty">
        {i18n._(noDataMessage)}
      </div>
    );
  if (list.hasMore)
    return (
      <div className={styles.footer} key={node}>
        <button type="button" className={styles.moreButton} onClick={more} disabled={list.loading} data-testid="load-more">
          {list.loading ? t`Loading…` : t`Load more`}
        </button>
      </div>
    );
  return (
    <div className={styles.footer} data-testid="no-more">
      {t`No more games`}
    </div>
  );
}
