/**
 * Spec §4/§9: load the next page within 400 px of the bottom, only while scrolling down, at most
 * once a second (a scroll that comes too soon is looked at again when the second is over).
 * A short page (a PVP page is 3 games, fishing and live 6) may not fill the screen, and a page
 * that cannot scroll sends no scroll event: so whenever loading is possible again (after each page
 * arrives) and the end of the list is already within 400 px of the viewport's bottom, the next
 * page loads at once, until the list reaches past the screen or has no more pages.
 */
import { useEffect, useRef } from 'react';

export const SCROLL_LOAD_PX = 400;
export const SCROLL_THROTTLE_MS = 1000;

const fromBottom = (y: number): number => document.documentElement.scrollHeight - (y + window.innerHeight);

/** `enabled`: more pages exist, none is loading and the last one did not fail (no retry loop). */
export function useInfiniteScroll(onNear: () => void, enabled: boolean, now: () => number = Date.now) {
  const last = useRef({ y: 0, at: -Infinity });
  const cb = useRef(onNear);
  cb.current = onNear;
  useEffect(() => {
    if (!enabled) return;
    last.current.y = window.scrollY;
    // the list does not fill the screen (+400 px): no scroll can come, load the next page now
    const fill = fromBottom(window.scrollY) <= SCROLL_LOAD_PX;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > last.current.y;
      last.current.y = y;
      if (!down) return;
      if (fromBottom(y) > SCROLL_LOAD_PX) return;
      const wait = last.current.at + SCROLL_THROTTLE_MS - now();
      if (wait > 0) {
        // throttled: look again when the second is over; a player already at the bottom sends no
        // more scroll events, and the list must not stop there
        trailing ??= setTimeout(() => {
          trailing = undefined;
          if (fromBottom(window.scrollY) > SCROLL_LOAD_PX) return;
          last.current.at = now();
          cb.current();
        }, wait);
        return;
      }
      last.current.at = now();
      cb.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // not a scroll: no throttle (each fill waits for the page before it anyway)
    if (fill) cb.current();
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(trailing);
    };
  }, [enabled, now]);
}
