/** The hot list: a page (9) at a time, growing by a page until all are shown, then no more (spec §4). */
import { PAGE_SIZES } from '@contracts/games/calls';
import type { GameItem } from '@contracts/games/calls';
import { languageAtom, noDataMessage, Skeleton } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { fetchHot } from '../api/games';
import { GameGrid } from './GameGrid';
import styles from './games.module.css';

/** Debounced hot refresh on language change (spec §4: 250 ms). */
export const HOT_LANGUAGE_DEBOUNCE_MS = 250;

export function useHotGames(): GameItem[] | null {
  const language = useAtomValue(languageAtom);
  const [list, setList] = useState<GameItem[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only on language change
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () =>
        fetchHot(language).then(
          (r) => live && startTransition(() => setList(r.list)),
          () => live && setList([]),
        ),
      list ? HOT_LANGUAGE_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [language]);
  return list;
}

export function HotGames({ filter }: { filter?: (g: GameItem) => boolean }) {
  const { t, i18n } = useLingui();
  const all = useHotGames();
  const [shown, setShown] = useState<number>(PAGE_SIZES.hot);
  if (!all) return <Skeleton tiles={9} lines={0} />;
  const list = filter ? all.filter(filter) : all;
  if (list.length === 0) return <div className={styles.empty}>{i18n._(noDataMessage)}</div>;
  return (
    <>
      <GameGrid games={list.slice(0, shown)} />
      <div className={styles.footer}>
        {shown < list.length ? (
          <button type="button" className={styles.moreButton} onClick={() => setShown((n) => n + PAGE_SIZES.hot)} data-testid="hot-more">
            {t`Show more`}
          </button>
        ) : (
          <span data-testid="no-more">{t`No more games`}</span>
        )}
      </div>
    </>
  );
}
