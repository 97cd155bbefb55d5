/** /m/recent-games and /m/fav-games (login needed, the route table sends guests to log in). */
import { PAGE_SIZES } from '@contracts/games/calls';
import { languageAtom, type PageProps } from '@kernel';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { fetchFavourites, fetchRecent } from '../api/games';
import { GameFrame } from '../components/GameFrame';
import { freePlayOf } from '../components/FreePlayButton';
import { GameGrid } from '../components/GameGrid';
import styles from '../components/games.module.css';
import { ListFooter } from '../components/ListFooter';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { usePagedList } from '../hooks/usePagedList';

export default function MemberListPage({ routeKey }: PageProps) {
  const language = useAtomValue(languageAtom);
  const fav = routeKey === 'favGames';
  const fetcher = useCallback(
    (pageNo: number, signal: AbortSignal) =>
      fav
        ? fetchFavourites(pageNo, PAGE_SIZES.favourites, language, signal).then((r) => ({ ...r, games: r.content }))
        : fetchRecent(pageNo, PAGE_SIZES.recent, language, signal).then((r) => ({ ...r, games: r.list })),
    [fav, language],
  );
  const list = usePagedList(`${routeKey}:${language}`, fetcher);
  useInfiniteScroll(list.loadMore, list.hasMore && !list.loading && !list.failed);
  return (
    <div className={styles.page} data-testid={`games-${routeKey}`}>
      <GameGrid games={list.games} onUnfavourite={fav ? list.remove : undefined} extra={freePlayOf} />
      <ListFooter list={list} />
      <GameFrame />
    </div>
  );
}
