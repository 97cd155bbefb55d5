/** Vendor-list pages (sports, esports, cockfight, lottery, e-lottery): each vendor with its games as rows. */
import type { GameItem } from '@contracts/games/calls';
import { languageAtom, type PageProps, Skeleton } from '@kernel';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { fetchGameList } from '../api/games';
import { categoryOf } from '@contracts/games/categories';
import { GameFrame } from '../components/GameFrame';
import styles from '../components/games.module.css';
import { ListFooter } from '../components/ListFooter';
import { GameRow } from '../components/GameRow';
import { usePagedList } from '../hooks/usePagedList';
import { useVassalTypes, vendorName } from '../state/catalogue';
import { useLaunch } from '../state/launch';

export function VendorListPage({ routeKey }: PageProps) {
  const category = categoryOf(routeKey) ?? { gameType: '', pageSize: 36 };
  const language = useAtomValue(languageAtom);
  const types = useVassalTypes();
  const launch = useLaunch();
  const fetcher = useCallback(
    (pageNo: number, signal: AbortSignal) =>
      fetchGameList({ pageNo, pageSize: category.pageSize, gameType: category.gameType }, language, signal),
    [category.gameType, category.pageSize, language],
  );
  const list = usePagedList(`${routeKey}:${language}`, fetcher);
  const groups = useMemo(() => {
    const by = new Map<string, GameItem[]>();
    for (const g of list.games) by.set(g.vassalage, [...(by.get(g.vassalage) ?? []), g]);
    return [...by];
  }, [list.games]);
  return (
    <div className={styles.page} data-testid={`games-${routeKey}`}>
      {groups.length === 0 && list.loading && <Skeleton lines={6} />}
      {groups.map(([vendor, games]) => (
        <section key={vendor} className={styles.vendorCard} data-testid={`vendor-card-${vendor}`}>
          <h2 className={styles.vendorTitle}>
            <img src={`/game-art/vendors/${vendor}-WHITE.svg`} alt="" width={60} height={24} />
            {vendorName(types, vendor)}
          </h2>
          {games.map((g) => (
            <GameRow key={g.nodeId} game={g} onOpen={launch} />
          ))}
        </section>
      ))}
      {!(groups.length === 0 && list.loading) && <ListFooter list={list} />}
      <GameFrame />
    </div>
  );
}
