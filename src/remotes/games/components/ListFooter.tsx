/** Below a list: skeleton while the first page loads, empty state, load more, no-more footer, retry. */
import { noDataMessage, Skeleton } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import type { PagedList } from '../hooks/usePagedList';
import styles from './games.module.css';

export function ListFooter({ list }: { list: PagedList }) {
  const { t, i18n } = useLingui();
  if (list.loading && list.games.length === 0) return <Skeleton tiles={9} lines={0} />;
  if (list.failed)
    return (
      <div className={styles.footer}>
        <button type="button" className={styles.moreButton} onClick={list.loadMore}>
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
      <div className={styles.footer}>
        <button type="button" className={styles.moreButton} onClick={list.loadMore} disabled={list.loading} data-testid="load-more">
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
