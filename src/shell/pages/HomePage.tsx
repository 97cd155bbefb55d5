/** Home: download bar, m_home banners (lazy swiper), notice ticker, login popup, game menu, the games remote's home widget, footer, floating customer service, the agent contract prompt (logged in). */
import { sessionInfoAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Footer } from '../chrome/Footer';
import { HomeContent } from '../content/components/HomeContent';
import { DownloadBar } from '../home/DownloadBar';
import { GameMenu } from '../home/GameMenu';
import { HomeGamesSlot } from '../home/HomeGamesSlot';
import styles from '../home/home.module.css';
import { CustomerServiceFab } from '../support/CustomerServiceFab';

const ContractCheck = lazy(() => import('../home/ContractCheck'));

export function HomePage() {
  const memberType = useAtomValue(sessionInfoAtom)?.type ?? null;
  return (
    <div className={styles.home} data-testid="page-home">
      <DownloadBar />
      <HomeContent />
      <GameMenu />
      <HomeGamesSlot />
      <Footer />
      <CustomerServiceFab />
      {memberType !== null && (
        <Suspense fallback={null}>
          <ContractCheck memberType={memberType} />
        </Suspense>
      )}
    </div>
  );
}
