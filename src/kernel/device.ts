/**
 * Where the page runs. A standalone (installed) web app sends Device=OTHERS. The brand's native app
 * shows the site in a web view whose user agent carries the app-version marker `AppVersion/<x.y.z>`:
 * there the app style applies (`html[data-app]`). In either, app download is hidden (`inApp`).
 */
import type { Device } from '@contracts/envelope';

export const APP_VERSION_MARKER = /\bAppVersion\/(\d+(?:\.\d+){0,3})\b/;

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** The native app's version from its user agent's marker, or null in a browser. */
export function appVersionOf(userAgent: string = globalThis.navigator?.userAgent ?? ''): string | null {
  return APP_VERSION_MARKER.exec(userAgent)?.[1] ?? null;
}

/** Inside the native app or an installed web app: nothing to download. */
export function inApp(): boolean {
  return isStandalone() || appVersionOf() !== null;
}

/** Marks the document for the app style when the user agent carries the app-version marker. */
export function applyAppStyle(root: HTMLElement = document.documentElement): void {
  const version = appVersionOf();
  if (version) root.dataset.app = version;
}

export function deviceHeader(): Device {
  return isStandalone() ? 'OTHERS' : 'MOBILE';
}
