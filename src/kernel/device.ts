/** Where the page runs: a standalone (installed) web app sends Device=OTHERS and hides app download. */
import type { Device } from '@contracts/envelope';

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function deviceHeader(): Device {
  return isStandalone() ? 'OTHERS' : 'MOBILE';
}
