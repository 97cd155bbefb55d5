/**
 * Spec "Page transitions": a swipe back gesture over SWIPE_BACK_PX skips the page's fade (the
 * browser has already slid the page). A horizontal touch move longer than that, then a back
 * navigation within SWIPE_RESET_MS of the gesture's last move, shows the page at once.
 */
export const SWIPE_BACK_PX = 100;
export const SWIPE_RESET_MS = 500;

let startX = 0;
let swipedAt = Number.NEGATIVE_INFINITY;

/** Follows touches on `target`; returns the function that stops following. */
export function trackSwipeBack(target: Window = window): () => void {
  const start = (e: TouchEvent) => {
    startX = e.touches[0]?.clientX ?? 0;
  };
  const move = (e: TouchEvent) => {
    const x = e.touches[0]?.clientX;
    if (x !== undefined && Math.abs(x - startX) > SWIPE_BACK_PX) swipedAt = Date.now();
  };
  target.addEventListener('touchstart', start, { passive: true });
  target.addEventListener('touchmove', move, { passive: true });
  return () => {
    target.removeEventListener('touchstart', start);
    target.removeEventListener('touchmove', move);
  };
}

/** True while a swipe over SWIPE_BACK_PX ended less than SWIPE_RESET_MS ago. */
export function justSwiped(now: number = Date.now()): boolean {
  return now - swipedAt <= SWIPE_RESET_MS;
}
