/** Home: download bar, m_home banners (lazy swiper), notice ticker, login popup, game menu, the games remote's home widget, footer. */
import { Footer } from '../chrome/Footer';
import { HomeContent } from '../content/components/HomeContent';
import { DownloadBar } from '../home/DownloadBar';
import { GameMenu } from '../home/GameMenu';
import { HomeGamesSlot } from '../home/HomeGamesSlot';
import styles from '../home/home.module.css';

export function HomePage() {
  return (
    <div className={styles.home} data-testid="page-home">
      <DownloadBar />
      <HomeContent />
      <GameMenu />
      <HomeGamesSlot />
      <Footer />
    </div>
  );
}
