/** Scroll lock shared by every modal, popup and drawer (counted, so nested ones unlock right). */
import { useEffect } from 'react';

let locks = 0;

export function lockScroll(): () => void {
  locks += 1;
  if (locks === 1) document.body.style.overflow = 'hidden';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = '';
  };
}

export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
