/**
 * A paged list (spec §4 "Game list"): any change of `key` (vendor, type, classification, filter,
 * search name, language) resets to page 1 and reloads; the first page replaces the list, later
 * pages append while pageNum < totalPages.
 */
import type { GameItem } from '@contracts/games/calls';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Page = { games: GameItem[]; pageNum: number; totalPages: number; totalCount?: number };
export type Fetcher = (pageNo: number, signal: AbortSignal) => Promise<Page>;

export type PagedList = {
  games: GameItem[];
  totalCount: number | null;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore(): void;
  /** drop one game locally (an unfavourited game on the favourites list) */
  remove(nodeId: number): void;
};

/**
 * `keep` (search, spec "Behaviour"): a new key keeps the shown results until its first page
 * arrives, and a failed call only clears the loading flag (the results stay, nothing is marked failed).
 */
export function usePagedList(key: string, fetcher: Fetcher | null, keep = false): PagedList {
  const [games, setGames] = useState<GameItem[]>([]);
  const [state, setState] = useState({ pageNum: 0, totalPages: 1, totalCount: null as number | null, loading: false, failed: false });
  const busy = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;

  const keepRef = useRef(keep);
  keepRef.current = keep;
  const load = useCallback((pageNo: number) => {
    const f = fetchRef.current;
    if (!f) return;
    busy.current?.abort();
    const ctl = new AbortController();
    busy.current = ctl;
    setState((s) => ({ ...s, loading: true, failed: false }));
    f(pageNo, ctl.signal).then(
      (page) => {
        if (ctl.signal.aborted) return;
        busy.current = null;
        // a transition: a page of tiles renders in slices
        startTransition(() => {
          setGames((cur) => (pageNo === 1 ? page.games : [...cur, ...page.games]));
          setState({
            pageNum: page.pageNum,
            totalPages: page.totalPages,
            totalCount: page.totalCount ?? null,
            loading: false,
            failed: false,
          });
        });
      },
      () => {
        if (ctl.signal.aborted) return;
        busy.current = null;
        setState((s) => ({ ...s, loading: false, failed: !keepRef.current }));
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the reset signal
  useEffect(() => {
    if (!keepRef.current) setGames([]);
    setState((s) =>
      keepRef.current
        ? { ...s, loading: true, failed: false }
        : { pageNum: 0, totalPages: 1, totalCount: null, loading: true, failed: false },
    );
    load(1);
    return () => busy.current?.abort();
  }, [key, load]);

  const hasMore = state.pageNum < state.totalPages;
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    load(state.pageNum + 1);
  }, [hasMore, load, state.pageNum]);
  const remove = useCallback((nodeId: number) => setGames((cur) => cur.filter((g) => g.nodeId !== nodeId)), []);
  return { games, totalCount: state.totalCount, loading: state.loading, failed: state.failed, hasMore, loadMore, remove };
}
