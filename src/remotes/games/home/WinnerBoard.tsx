/**
 * The winner board (spec §4, §9): 20 biggest wins, one row at a time sliding up in 800 ms, autoplay
 * every 4 s, looping only above 2 entries; reloaded on language change, debounced 250 ms. A CSS
 * transform strip, not a carousel library: it shows on home's first screen.
 */
import type { Winner } from '@contracts/games/calls';
import { languageAtom, useFormat } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useRef, useState } from 'react';
import { fetchWinners } from '../api/games';
import styles from '../components/games.module.css';
import { useDefaultArt } from '../components/GameTile';

export const WINNER_SPEED_MS = 800;
export const WINNER_AUTOPLAY_MS = 4000;
export const WINNER_RELOAD_DEBOUNCE_MS = 250;

export default function WinnerBoard() {
  const { t } = useLingui();
  const language = useAtomValue(languageAtom);
  const { money } = useFormat();
  const [list, setList] = useState<Winner[] | null>(null);
  const first = useRef(true);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () =>
        fetchWinners(language).then(
          (w) => live && startTransition(() => setList(w)),
          () => live && setList([]),
        ),
      first.current ? 0 : WINNER_RELOAD_DEBOUNCE_MS,
    );
    first.current = false;
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [language]);
  const loop = (list?.length ?? 0) > 2;
  const count = list?.length ?? 0;
  // the row shown; with a loop the strip ends with a copy of the first row, and arriving there
  // jumps back to the real first row without animation
  const [row, setRow] = useState(0);
  const [animate, setAnimate] = useState(true);
  useEffect(() => {
    setRow(0);
    if (!loop || count < 3) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setRow((r) => r + 1);
    }, WINNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [loop, count]);
  const onSlid = () => {
    if (row >= count) {
      setAnimate(false);
      setRow(0);
    }
  };
  const rows = list && loop ? [...list, list[0] as Winner] : (list ?? []);
  return (
    <section className={styles.winners} aria-label={t`Big winners`} data-testid="winner-board" data-count={list?.length ?? -1}>
      <h2 className={styles.subTitle}>{t`Big winners`}</h2>
      {list && list.length === 0 && <p className={styles.tip}>{t`The first big wins of the day show here.`}</p>}
      {list && list.length > 0 && (
        <div className={styles.winnerSwiper}>
          <div
            className={styles.winnerStrip}
            style={{ transform: `translateY(${-row * 100}%)`, transition: animate ? `transform ${WINNER_SPEED_MS}ms ease` : 'none' }}
            onTransitionEnd={onSlid}
          >
            {rows.map((w, i) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a winner may appear twice
                key={`${w.nodeId}-${i}`}
                className={styles.winner}
                data-testid={i < count ? 'winner' : undefined}
                aria-hidden={i !== row % Math.max(count, 1)}
              >
                <img src={w.iconUrl} alt="" width={32} height={32} onError={useDefaultArt} />
                <span>{w.customerName}</span>
                <span className={styles.winnerGame}>{w.gameName}</span>
                <strong>{money(w.winAmount)}</strong>
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
