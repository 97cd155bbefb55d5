/** A result or vendor-list row: icon, game name (else the node's name), vendor display name and an arrow. */
import type { GameItem } from '@contracts/games/calls';
import { Icon } from '@kernel';
import styles from './games.module.css';
import { useDefaultArt } from './GameTile';

/** The name a row shows: the game's, else its node's (a lobby or room has only a node name). */
export const rowName = (game: GameItem): string => game.gameName || game.nodeName || game.displayName;

export function GameRow({ game, onOpen }: { game: GameItem; onOpen(g: GameItem): void }) {
  const name = rowName(game);
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(game)} data-testid="game-row">
      <img className={styles.rowIcon} src={game.iconUrl} alt="" width={48} height={48} loading="lazy" onError={useDefaultArt} />
      <span className={styles.rowText}>
        <span className={styles.rowName} data-testid="game-row-name">
          {name}
        </span>
        <span className={styles.rowVendor} data-testid="game-row-vendor">
          {game.vendorDisplayName}
        </span>
      </span>
      <Icon name="chevronRight" />
    </button>
  );
}
