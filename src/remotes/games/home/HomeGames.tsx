/**
 * Home's game part, mounted by the shell's home page after first paint (registration widget
 * `home`): a category bar with anchor scrolling that follows the scroll, hot games, a section per
 * category (title with icon, name, count, more; at most 3 vendors), the winner board. Coming home
 * (also from home itself) resets the category to HOME and scrolls to the top.
 */
import { PAGE_SIZES } from '@contracts/games/calls';
import type { GameType } from '@contracts/games/types';
import { paths, Skeleton } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTE_OF_TYPE } from '../categories';
import { GameFrame } from '../components/GameFrame';
import { GameGrid } from '../components/GameGrid';
import styles from '../components/games.module.css';
import { useDefaultArt } from '../components/GameTile';
import { useHotGames } from '../components/HotGames';
import { vendorsOfType } from '../state/category-vendors';
import { useVassalTypes } from '../state/catalogue';
import { SectionTitle } from './SectionTitle';
import { Shortcuts } from './Shortcuts';
import { CATEGORY_TITLES, useCategoryTitle } from './titles';
// in this chunk (1.8 kB): a chunk of its own cost home one more request for little
import WinnerBoard from './WinnerBoard';

export const ANCHOR_THRESHOLD_PX = 150;
export const HOME_VENDORS_SHOWN = 3;
/** spec §9: hot list page size 9 */
export const HOME_HOT_SHOWN = PAGE_SIZES.hot;
/** the reserved height of the widget while it loads (no layout shift) */
export const HOME_GAMES_MIN_HEIGHT = 900;

const anchorId = (c: string) => `home-cat-${c}`;

export default function HomeGames() {
  const { t } = useLingui();
  const types = useVassalTypes();
  const hot = useHotGames();
  const title = useCategoryTitle();
  const [active, setActive] = useState<string>('HOME');
  const categories = useMemo(
    () =>
      (types?.sorting ?? [])
        .map((s) => s.gameCategory)
        .filter((c): c is GameType => c !== 'HOT' && c !== 'FAV' && Boolean(ROUTE_OF_TYPE[c as GameType])),
    [types],
  );
  const anchors = useMemo(() => ['HOT', ...categories], [categories]);

  // every arrival at home (a new history entry, also from home itself: logo, Home tab) resets the
  // category to HOME and scrolls to the top; filter and vendor live on the list pages, left behind
  const arrival = useLocation().key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: arrival is the reset signal
  useEffect(() => {
    window.scrollTo(0, 0);
    setActive('HOME');
  }, [arrival]);
  useEffect(() => {
    const onScroll = () => {
      let current = 'HOME';
      for (const c of anchors) {
        const el = document.getElementById(anchorId(c));
        if (el && el.getBoundingClientRect().top <= ANCHOR_THRESHOLD_PX) current = c;
      }
      setActive(current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [anchors]);

  const go = (c: string) => {
    setActive(c);
    if (c === 'HOME') return window.scrollTo({ top: 0 });
    const el = document.getElementById(anchorId(c));
    if (el) window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - ANCHOR_THRESHOLD_PX + 10 });
  };

  if (!types)
    return (
      <div style={{ minHeight: HOME_GAMES_MIN_HEIGHT }}>
        <Skeleton tiles={6} lines={6} />
      </div>
    );
  return (
    <div className={styles.home} style={{ minHeight: HOME_GAMES_MIN_HEIGHT }} data-testid="home-games">
      <nav className={styles.catBar} aria-label={t`Game categories`}>
        {['HOME', ...anchors].map((c) => (
          <button
            key={c}
            type="button"
            className={active === c ? styles.chipOn : styles.chip}
            aria-current={active === c ? 'true' : undefined}
            onClick={() => go(c)}
            data-testid={`cat-${c}`}
          >
            {c === 'HOME' ? t`Home` : title(c as GameType | 'HOT')}
          </button>
        ))}
      </nav>
      <Shortcuts
        hidden={(key) =>
          (key === 'ESPORTS' ||
            key === 'COCKFIGHT' ||
            key === 'INHOUSE' ||
            key === 'JL' ||
            key === 'RTG' ||
            key === 'BINGO' ||
            key === 'JACKPOT') &&
          !types.mapping[key]
        }
      />
      <WinnerBoard />
      <section id={anchorId('HOT')} className={`${styles.section} ${styles.hotSection}`} data-testid="home-section-HOT">
        <SectionTitle icon={CATEGORY_TITLES.HOT.icon} name={title('HOT')} count={hot?.length ?? null} to={paths.hotGames.path} />
        {hot ? (
          <GameGrid games={hot.slice(0, HOME_HOT_SHOWN)} favouriteIds={PAGE_SIZES.favouriteIdsHome} />
        ) : (
          <Skeleton tiles={HOME_HOT_SHOWN} lines={0} />
        )}
      </section>
      {categories.map((c) => {
        const route = ROUTE_OF_TYPE[c] ?? 'gameCenter';
        return (
          <section key={c} id={anchorId(c)} className={styles.section} data-testid={`home-section-${c}`}>
            <SectionTitle icon={CATEGORY_TITLES[c].icon} name={title(c)} count={types.counts[c] ?? null} to={paths[route].path} />
            <div className={styles.vendorList}>
              {vendorsOfType(types, c)
                .slice(0, HOME_VENDORS_SHOWN)
                .map((v) => (
                  <Link
                    key={v.vassalage}
                    className={styles.provider}
                    to={`${paths[route].path}?vassalage=${v.vassalage}`}
                    data-testid={`home-vendor-${v.vassalage}`}
                  >
                    <img src={v.img} alt="" width={60} height={24} onError={useDefaultArt} />
                    <span>{v.displayName}</span>
                  </Link>
                ))}
            </div>
          </section>
        );
      })}
      <GameFrame />
    </div>
  );
}
