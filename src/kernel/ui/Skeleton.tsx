/** Skeletons: grey placeholders while a list or page loads. */
import styles from './ui.module.css';

export function Skeleton({ lines = 3, tiles = 0 }: { lines?: number; tiles?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="skeleton">
      {tiles > 0 && (
        <div className={styles.skeletonTiles}>
          {Array.from({ length: tiles }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <span key={i} className={styles.skeletonTile} />
          ))}
        </div>
      )}
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <span key={i} className={styles.skeletonLine} />
      ))}
    </div>
  );
}
