/**
 * A windowed grid of tiles: only the rows near the viewport are in the DOM (spacers keep the
 * height), so 2,000+ loaded games stay smooth. Rows have a fixed height from the grid width, worked
 * out by CSS (container units): the first render lays out once, with no width read in the commit
 * (a forced layout there made the render one long task). The window's rows are picked after
 * paint, from the same formula.
 */
import type { GameItem } from '@contracts/games/calls';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLaunch } from '../state/launch';
import { useFavouriteIds, useToggleFavourite } from '../state/favourites';
import styles from './games.module.css';
import { GameTile } from './GameTile';

export const COLUMNS = 3;
const OVERSCAN_ROWS = 4;
/** must match games.module.css (.gridWindow --row) */
const NAME_HEIGHT = 40;
const GAP = 8;
/** a row's height, gap included, for a grid this wide */
const rowHeightOf = (width: number) => (width - GAP * (COLUMNS - 1)) / COLUMNS + NAME_HEIGHT + GAP;
/** Tiles above the fold of a phone on a game list page (two rows): their art is not lazy. */
const EAGER_TILES = COLUMNS * 2;

type Props = {
  games: readonly GameItem[];
  onUnfavourite?: (nodeId: number) => void;
  /** how many favourite ids mark the hearts (spec §9: 200, home 100) */
  favouriteIds?: number;
  /** the grid is at the top of its page (a game list page): the first two rows' art is not lazy */
  aboveFold?: boolean;
  /** more on each tile (the game pages' free-play button) */
  extra?: (game: GameItem) => ReactNode;
};

export function GameGrid({ games, onUnfavourite, favouriteIds, aboveFold = false, extra }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState({ first: 0, last: 12 });
  const favourites = useFavouriteIds(favouriteIds);
  const toggle = useToggleFavourite(onUnfavourite);
  const launch = useLaunch();
  const rows = Math.ceil(games.length / COLUMNS);

  useEffect(() => {
    const update = () => {
      const el = ref.current;
      if (!el) return;
      const rowHeight = rowHeightOf(el.clientWidth);
      const top = el.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(-top / rowHeight) - OVERSCAN_ROWS);
      const last = Math.min(rows, Math.ceil((window.innerHeight - top) / rowHeight) + OVERSCAN_ROWS);
      setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // the grid's own width can change without the window's (called after layout: no forced one)
    const ro = typeof ResizeObserver === 'undefined' || !ref.current ? null : new ResizeObserver(update);
    if (ref.current) ro?.observe(ref.current);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      ro?.disconnect();
    };
  }, [rows]);

  const visible = games.slice(range.first * COLUMNS, range.last * COLUMNS);
  return (
    <div className={styles.gridBox}>
      <div
        ref={ref}
        className={styles.gridWindow}
        style={{ '--rows': rows } as CSSProperties}
        data-testid="game-grid"
        data-count={games.length}
      >
        <div className={styles.grid} style={{ '--first': range.first } as CSSProperties}>
          {visible.map((g, i) => (
            <GameTile
              key={g.nodeId}
              game={g}
              eager={aboveFold && range.first === 0 && i < EAGER_TILES}
              favourite={favourites.has(String(g.nodeId))}
              onOpen={launch}
              onHeart={(x) => toggle(x.nodeId, x.vassalage)}
              extra={extra}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
