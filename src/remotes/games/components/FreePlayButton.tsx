/**
 * "Free play" on a game tile of the game pages (not home: it loads with the category pages, never in
 * a first load of home): shown to a logged-in member for a game with a free-play version. The
 * launch checks the member type (0, 1 and 2 may; others see free_reject for 2 s, free-play.ts) and
 * asks the server for a free-play session. A trial account always plays free, so it has no button.
 */
import type { GameItem } from '@contracts/games/calls';
import { isLoggedInAtom, isTrialAtom } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useLaunch } from '../state/launch';
import styles from './games.module.css';

export function FreePlayButton({ game }: { game: GameItem }) {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const trial = useAtomValue(isTrialAtom);
  const launch = useLaunch();
  if (!game.freePlay || !loggedIn || trial) return null;
  return (
    <button
      type="button"
      className={styles.freePlay}
      onClick={() => void launch(game, { freePlay: true })}
      aria-label={t`Free play: ${game.gameName}`}
      data-testid="free-play"
    >
      {t`Free play`}
    </button>
  );
}

export const freePlayOf = (game: GameItem) => <FreePlayButton game={game} />;
