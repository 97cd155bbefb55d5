/**
 * Install state of the site: the browser's deferred install prompt (`beforeinstallprompt`, fired
 * once, early: captured from boot) and the app-download popup's open state.
 */
import { store } from '@kernel';
import { atom } from 'jotai';

export type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

export const installPromptAtom = atom<InstallPromptEvent | null>(null);
export const downloadPopupOpenAtom = atom(false);

export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    store.set(installPromptAtom, e as InstallPromptEvent);
  });
  win.addEventListener('appinstalled', () => store.set(installPromptAtom, null));
}
