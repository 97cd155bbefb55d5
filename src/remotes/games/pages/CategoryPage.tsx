/**
 * A game list page (spec "Game lists"): tabs All / Hot / My favourite, vendor strip and provider
 * popup, filter popup, windowed tiles with infinite scroll. Vendor, type, classification, filter
 * or search changes reset to page 1. Sports, esports, cockfight and lottery show vendor lists.
 */
import { BannerStrip, isLoggedInAtom, languageAtom, type PageProps, Popup, paths } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchFavourites, fetchGameList } from '../api/games';
import { bannerGroupOf, categoryOf } from '@contracts/games/categories';
import { FilterPopup, type Filters, isEmptyFilter, NO_FILTERS } from '../components/FilterPopup';
import { freePlayOf } from '../components/FreePlayButton';
import { GameFrame } from '../components/GameFrame';
import { GameGrid } from '../components/GameGrid';
import styles from '../components/games.module.css';
import { HotGames } from '../components/HotGames';
import { ListFooter } from '../components/ListFooter';
import { ProviderPopup } from '../components/ProviderPopup';
import { SearchPanel } from '../components/SearchPanel';
import { VendorStrip } from '../components/VendorStrip';
import { inType, vendorsOfType } from '../state/category-vendors';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { usePagedList } from '../hooks/usePagedList';
import { useVassalTypes } from '../state/catalogue';
import { openGameAtom } from '../state/launch';
import { listFilterOf } from './list-filter';
import { VendorListPage } from './VendorListPage';

type Tab = 'ALL' | 'HOT' | 'FAV';

export default function CategoryPage({ routeKey }: PageProps) {
  const category = categoryOf(routeKey) ?? { gameType: '', pageSize: 36 };
  const group = bannerGroupOf(routeKey);
  return (
    <>
      {group && (
        <Suspense fallback={<div style={{ minHeight: '5.6rem' }} />}>
          <BannerStrip group={group} priority />
        </Suspense>
      )}
      {category.vendorList ? <VendorListPage routeKey={routeKey} /> : <GameListPage routeKey={routeKey} />}
    </>
  );
}

function GameListPage({ routeKey }: PageProps) {
  const { t } = useLingui();
  const category = categoryOf(routeKey) ?? { gameType: '', pageSize: 36 };
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const language = useAtomValue(languageAtom);
  const types = useVassalTypes();
  const gameType = (params.get('gameType') as typeof category.gameType | null) || category.gameType;
  const vendor = params.get('vassalage') ?? '';
  const urlClassify = params.get('gameClassify') ?? '';
  const tab: Tab = params.get('dataType') === 'HOT' ? 'HOT' : params.get('dataType') === 'FAV' ? 'FAV' : 'ALL';
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [popup, setPopup] = useState<'none' | 'filter' | 'provider' | 'search'>('none');
  // a game opened from the search popup comes up in front: the popup closes
  const openGame = useAtomValue(openGameAtom);
  useEffect(() => {
    if (openGame) setPopup('none');
  }, [openGame]);
  const vendors = useMemo(() => vendorsOfType(types, gameType), [types, gameType]);

  const setParam = (k: string, v: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v) next.set(k, v);
        else next.delete(k);
        return next;
      },
      { replace: true },
    );
  const chooseTab = (next: Tab) => {
    if (next === 'FAV' && !loggedIn) return navigate(paths.login.path);
    setParam('dataType', next === 'ALL' ? '' : next);
  };

  const classify = filters.classify || urlClassify;
  const key = JSON.stringify([tab, gameType, vendor || filters.vendor, classify, filters, language]);
  // a plain function: usePagedList reloads when `key` (which names every input) changes
  const fetcher = (pageNo: number, signal: AbortSignal) => {
    if (tab === 'FAV') return fetchFavourites(pageNo, category.pageSize, language, signal).then((r) => ({ ...r, games: r.content }));
    return fetchGameList(
      {
        pageNo,
        pageSize: category.pageSize,
        gameType,
        vassalage: vendor || filters.vendor,
        ...listFilterOf(classify),
        gameName: filters.gameName,
        minBet: filters.minBet as never,
        minLine: filters.minLine as never,
      },
      language,
      signal,
    );
  };
  const list = usePagedList(key, tab === 'HOT' ? null : fetcher);
  useInfiniteScroll(list.loadMore, tab !== 'HOT' && list.hasMore && !list.loading && !list.failed);

  const classifications = useMemo(() => {
    const seen = new Map<string, string>();
    for (const v of vendors)
      for (const c of v.gameClassify) seen.set(c.key, c.key === 'BG' ? t`Bingo` : c.key === 'JP' ? t`Jackpot` : t`Feature buy`);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [vendors, t]);

  return (
    <div className={styles.page} data-testid={`games-${routeKey}`}>
      <div className={styles.tabs} role="tablist">
        {(
          [
            ['ALL', t`All games`],
            ['HOT', t`Hot games`],
            ['FAV', t`My favourite`],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? styles.tabOn : styles.tab}
            onClick={() => chooseTab(id)}
            data-testid={`tab-${id}`}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'ALL' && (
        <div className={styles.toolbar}>
          <VendorStrip vendors={vendors} value={vendor} onChange={(v) => setParam('vassalage', v)} onMore={() => setPopup('provider')} />
          <button
            type="button"
            className={isEmptyFilter(filters) ? styles.chip : styles.chipOn}
            onClick={() => setPopup('filter')}
            data-testid="filter-open"
          >
            {t`Filter`}
          </button>
          <button type="button" className={styles.chip} onClick={() => setPopup('search')} data-testid="search-open">
            {t`Search`}
          </button>
        </div>
      )}
      {tab === 'HOT' ? (
        <HotGames filter={(g) => inType(types, gameType, g)} />
      ) : (
        <>
          {list.totalCount !== null && tab === 'ALL' && (
            <p className={styles.count} data-testid="list-count">
              {t`${list.totalCount} games`}
            </p>
          )}
          <GameGrid games={list.games} onUnfavourite={tab === 'FAV' ? list.remove : undefined} aboveFold extra={freePlayOf} />
          <ListFooter list={list} />
        </>
      )}
      <ProviderPopup
        open={popup === 'provider'}
        vendors={vendors}
        value={vendor}
        onClose={() => setPopup('none')}
        onConfirm={(v) => {
          setParam('vassalage', v);
          setPopup('none');
        }}
      />
      <FilterPopup
        open={popup === 'filter'}
        value={filters}
        vendors={vendors}
        classifications={classifications}
        minBets={types?.filters.minBets ?? []}
        minLines={types?.filters.minLines ?? []}
        onClose={() => setPopup('none')}
        onApply={(f) => {
          setFilters(f);
          setPopup('none');
        }}
      />
      <Popup open={popup === 'search'} onClose={() => setPopup('none')} label={t`Search games`} testId="search-popup">
        <div className={styles.popupBody}>
          <SearchPanel variant="popup" />
        </div>
      </Popup>
      <GameFrame />
    </div>
  );
}
