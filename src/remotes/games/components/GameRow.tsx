/** A result or vendor-list row: icon, game name, vendor display name and an arrow. */
import type { GameItem } from '@contracts/games/calls';
import { Icon } from '@kernel';
import styles from './games.module.css';
import { useDefaultArt } from './GameTile';

export function GameRow({ game, onOpen }: { game: GameItem; onOpen(g: GameItem): void }) {
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(game)} data-testid="game-row">
      <img className={styles.rowIcon} src={game.iconUrl} alt="" width={48} height={48} loading="lazy" onError={useDefaultArt} />
      <span className={styles.rowText}>
        <span className={styles.rowName}>{game.gameName}</span>
        <span className={styles.rowVendor}>{game.vendorDisplayName}</span>
      </span>
      <Icon name="chevronRight" />
    </button>
  );
}
