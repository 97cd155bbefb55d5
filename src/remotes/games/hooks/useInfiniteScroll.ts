/** Spec §4/§9: load the next page within 400 px of the bottom, only while scrolling down, at most once a second. */
import { useEffect, useRef } from 'react';

export const SCROLL_LOAD_PX = 400;
export const SCROLL_THROTTLE_MS = 1000;

export function useInfiniteScroll(onNear: () => void, enabled: boolean, now: () => number = Date.now) {
  const last = useRef({ y: 0, at: -Infinity });
  const cb = useRef(onNear);
  cb.current = onNear;
  useEffect(() => {
    if (!enabled) return;
    last.current.y = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > last.current.y;
      last.current.y = y;
      if (!down) return;
      const fromBottom = document.documentElement.scrollHeight - (y + window.innerHeight);
      if (fromBottom > SCROLL_LOAD_PX) return;
      const t = now();
      if (t - last.current.at < SCROLL_THROTTLE_MS) return;
      last.current.at = t;
      cb.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, now]);
}
