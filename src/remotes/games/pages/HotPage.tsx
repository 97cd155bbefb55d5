/** /m/hot-games: the hot list, a page at a time. */
import { GameFrame } from '../components/GameFrame';
import styles from '../components/games.module.css';
import { HotGames } from '../components/HotGames';

export default function HotPage() {
  return (
    <div className={styles.page} data-testid="games-hotGames">
      <HotGames />
      <GameFrame />
    </div>
  );
}
