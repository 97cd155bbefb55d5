/**
 * The game, full screen over the page (an iframe of the vendor's play URL). The vendor page asks
 * to close with postMessage({ type: 'game:close' }) from our origin; the close button does the
 * same. Closing brings the player back to the page as it was, with the balance reloaded.
 */
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { closeGameAtom, openGameAtom } from '../state/launch';
import styles from './games.module.css';

export function GameFrame() {
  const game = useAtomValue(openGameAtom);
  const close = useSetAtom(closeGameAtom);
  const { t } = useLingui();
  useEffect(() => {
    if (!game) return;
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { type?: unknown } | null;
      if (e.origin === window.location.origin && data && data.type === 'game:close') close();
    };
    window.addEventListener('message', onMessage);
    const html = document.documentElement;
    const before = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('message', onMessage);
      html.style.overflow = before;
    };
  }, [game, close]);
  if (!game) return null;
  return (
    <div className={styles.frame} role="dialog" aria-modal="true" aria-label={game.name} data-testid="game-frame">
      <button type="button" className={styles.frameClose} onClick={close} data-testid="game-close">
        {t`Close game`}
      </button>
      <iframe className={styles.frameBody} src={game.url} title={game.name} allow="fullscreen; autoplay" />
    </div>
  );
}
