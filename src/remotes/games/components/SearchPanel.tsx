/**
 * Search by game name (spec "Search", §4): the term updates 500 ms after typing, Enter searches at
 * once; page 1 on each new term; loads only for a non-empty term. Empty term: the page shows the
 * tip (at least one keyword), the popup variant recommends hot games (9). Results: a list of rows
 * (icon, name, vendor, arrow), on the page a grid of them (one column on a phone, more on a wider
 * screen, `results` in games.module.css) with load more under it.
 */
import { PAGE_SIZES } from '@contracts/games/calls';
import { languageAtom, noDataMessage, Skeleton } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { fetchGameList } from '../api/games';
import { usePagedList } from '../hooks/usePagedList';
import { useLaunch } from '../state/launch';
import { GameRow } from './GameRow';
import styles from './games.module.css';
import { useHotGames } from './HotGames';

export const SEARCH_DEBOUNCE_MS = 500;

export function SearchPanel({ variant }: { variant: 'page' | 'popup' }) {
  const { t, i18n } = useLingui();
  const language = useAtomValue(languageAtom);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  /** the popup shows the tip once an empty term was submitted (the page shows it whenever empty) */
  const [askedEmpty, setAskedEmpty] = useState(false);
  const launch = useLaunch();
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const pageSize = variant === 'popup' ? PAGE_SIZES.searchPopup : PAGE_SIZES.search;
  const fetcher = useCallback(
    (pageNo: number, signal: AbortSignal) => fetchGameList({ pageNo, pageSize, gameName: term }, language, signal),
    [term, pageSize, language],
  );
  const list = usePagedList(`${term}:${language}`, term ? fetcher : null, true);
  const hot = useHotGames();
  return (
    <div className={styles.search} data-testid={`search-${variant}`}>
      <form
        className={styles.searchBar}
        onSubmit={(e) => {
          e.preventDefault();
          setTerm(text.trim());
          setAskedEmpty(text.trim() === '');
        }}
      >
        <input
          type="search"
          value={text}
          maxLength={60}
          placeholder={t`Game name`}
          aria-label={t`Search games`}
          onChange={(e) => setText(e.target.value)}
          data-testid="search-input"
        />
        <button type="submit" className={styles.primary}>
          {t`Search`}
        </button>
      </form>
      {!term && (variant === 'page' || askedEmpty) && (
        <p className={styles.tip} data-testid="search-tip">{t`Enter at least one keyword to search`}</p>
      )}
      {!term && variant === 'popup' && (
        <section aria-label={t`Recommended`}>
          <h3 className={styles.subTitle}>{t`Recommended`}</h3>
          {(hot ?? []).slice(0, PAGE_SIZES.searchPopup).map((g) => (
            <GameRow key={g.nodeId} game={g} onOpen={launch} />
          ))}
        </section>
      )}
      {term && list.loading && list.games.length === 0 && <Skeleton lines={5} />}
      {term && !list.loading && !list.failed && list.games.length === 0 && (
        <p className={styles.empty} data-testid="search-empty">
          {i18n._(noDataMessage)}
        </p>
      )}
      {term && list.games.length > 0 && (
        <ul
          className={variant === 'page' ? styles.resultsGrid : styles.results}
          aria-label={t`Search results`}
          data-testid="search-results"
        >
          {list.games.map((g) => (
            <li key={g.nodeId}>
              <GameRow game={g} onOpen={launch} />
            </li>
          ))}
        </ul>
      )}
      {term && list.hasMore && list.games.length > 0 && (
        <button type="button" className={styles.moreButton} onClick={list.loadMore} disabled={list.loading} data-testid="load-more">
          {list.loading ? t`Loading…` : t`Load more`}
        </button>
      )}
    </div>
  );
}
