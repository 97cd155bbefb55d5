/** /m/search-games: the search page variant. */
import { GameFrame } from '../components/GameFrame';
import styles from '../components/games.module.css';
import { SearchPanel } from '../components/SearchPanel';

export default function SearchPage() {
  return (
    <div className={styles.page}>
      <SearchPanel variant="page" />
      <GameFrame />
    </div>
  );
}
