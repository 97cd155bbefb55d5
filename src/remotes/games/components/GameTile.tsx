/** A game tile: art (default image when it fails), favourite heart (not for lottery types), vendor icon, name. */
import type { GameItem } from '@contracts/games/calls';
import { isLotteryType } from '@contracts/games/types';
import { Icon } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { memo, type ReactNode, type SyntheticEvent } from 'react';
import styles from './games.module.css';

export const DEFAULT_ART = '/game-art/default.svg';
export function useDefaultArt(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (!img.src.endsWith(DEFAULT_ART)) img.src = DEFAULT_ART;
}

type Props = {
  game: GameItem;
  favourite: boolean;
  showVendor?: boolean;
  /** above the fold on a first load (the grid's first rows): not lazy, the page's largest paint may be its art */
  eager?: boolean;
  onOpen(game: GameItem): void;
  onHeart(game: GameItem): void;
  /** more controls over the art (the game pages' free-play button); a stable function keeps the memo */
  extra?: (game: GameItem) => ReactNode;
};

export const GameTile = memo(function GameTile({ game, favourite, showVendor = true, eager = false, onOpen, onHeart, extra }: Props) {
  const { t } = useLingui();
  return (
    <div className={styles.tile} data-testid="game-tile" data-node={game.nodeId}>
      <button type="button" className={styles.tileOpen} onClick={() => onOpen(game)} aria-label={game.gameName} data-testid="game-open">
        <img
          className={styles.tileArt}
          src={game.iconUrl}
          alt=""
          loading={eager ? undefined : 'lazy'}
          width={200}
          height={200}
          onError={useDefaultArt}
        />
        {showVendor && <img className={styles.tileVendor} src={game.vendorIcon} alt="" width={60} height={24} onError={useDefaultArt} />}
        <span className={styles.tileName} data-testid="game-name">
          {game.gameName}
        </span>
      </button>
      {!isLotteryType(game.gameType) && (
        <button
          type="button"
          className={favourite ? styles.heartOn : styles.heart}
          aria-pressed={favourite}
          aria-label={favourite ? t`Remove ${game.gameName} from favourites` : t`Add ${game.gameName} to favourites`}
          data-testid="heart"
          onClick={() => onHeart(game)}
        >
          <Icon name="heart" />
        </button>
      )}
      {extra?.(game)}
    </div>
  );
});
