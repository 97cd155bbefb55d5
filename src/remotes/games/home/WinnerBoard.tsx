/**
 * The winner board (spec §4, §9): 20 biggest wins, a swiper sliding in 800 ms, autoplay every
 * 4 s, looping only above 2 entries; reloaded on language change, debounced 250 ms.
 */
import 'swiper/css';
import type { Winner } from '@contracts/games/calls';
import { languageAtom, useSite } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { fetchWinners } from '../api/games';
import styles from '../components/games.module.css';
import { useDefaultArt } from '../components/GameTile';

export const WINNER_SPEED_MS = 800;
export const WINNER_AUTOPLAY_MS = 4000;
export const WINNER_RELOAD_DEBOUNCE_MS = 250;

export default function WinnerBoard() {
  const { t } = useLingui();
  const language = useAtomValue(languageAtom);
  const { currency } = useSite();
  const [list, setList] = useState<Winner[] | null>(null);
  const first = useRef(true);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => fetchWinners(language).then((w) => live && setList(w), () => live && setList([])), first.current ? 0 : WINNER_RELOAD_DEBOUNCE_MS);
    first.current = false;
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [language]);
  const loop = (list?.length ?? 0) > 2;
  return (
    <section className={styles.winners} aria-label={t`Big winners`} data-testid="winner-board" data-count={list?.length ?? -1}>
      <h2 className={styles.subTitle}>{t`Big winners`}</h2>
      {list && list.length === 0 && <p className={styles.tip}>{t`The first big wins of the day show here.`}</p>}
      {list && list.length > 0 && (
        <Swiper modules={[Autoplay]} direction="vertical" speed={WINNER_SPEED_MS} loop={loop} autoplay={loop ? { delay: WINNER_AUTOPLAY_MS, disableOnInteraction: false } : false} className={styles.winnerSwiper}>
          {list.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a winner may appear twice
            <SwiperSlide key={`${w.nodeId}-${i}`}>
              <div className={styles.winner} data-testid="winner">
                <img src={w.iconUrl} alt="" width={32} height={32} onError={useDefaultArt} />
                <span>{w.customerName}</span>
                <span className={styles.winnerGame}>{w.gameName}</span>
                <strong>
                  {currency.symbol}
                  {(w.winAmount / 10 ** currency.minorUnits).toFixed(currency.minorUnits)}
                </strong>
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}
