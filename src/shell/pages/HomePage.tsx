/** Home: download bar, welcome carousel (lazy swiper), game menu, the games remote's home widget, footer. */
import { sessionInfoAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Footer } from '../chrome/Footer';
import { DownloadBar } from '../home/DownloadBar';
import { GameMenu } from '../home/GameMenu';
import { HomeGamesSlot } from '../home/HomeGamesSlot';
import styles from '../home/home.module.css';
import { WELCOME_SLIDES } from '../home/slides';

const WelcomeCarousel = lazy(() => import('../home/WelcomeCarousel'));
const ContractCheck = lazy(() => import('../home/ContractCheck'));

export function HomePage() {
  const memberType = useAtomValue(sessionInfoAtom)?.type ?? null;
  return (
    <div className={styles.home} data-testid="page-home">
      <DownloadBar />
      <Suspense fallback={<div className={styles.carouselSpace} />}>
        {WELCOME_SLIDES.length > 0 && <WelcomeCarousel slides={WELCOME_SLIDES} />}
      </Suspense>
      <GameMenu />
      <HomeGamesSlot />
      <Footer />
      {memberType !== null && (
        <Suspense fallback={null}>
          <ContractCheck memberType={memberType} />
        </Suspense>
      )}
    </div>
  );
}
