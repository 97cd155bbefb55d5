/**
 * Boot, then render (the host entry imports this asynchronously so shared modules can settle).
 * The React tree (./render) is evaluated after the boot, in a task of its own.
 */
import './global.css';
import './app-style.css';
import { msg } from '@lingui/core/macro';
import { ERROR_CODES } from '@contracts/error-codes';
import { activateLanguage, ApiError, applyAppStyle, connectionRetryingMessage, readSavedLanguage, storeId, yieldToMain } from '@kernel';
import { boot } from './boot/boot';
import { registerServiceWorker } from './pwa/register';
import { captureInstallPrompt } from './pwa/state';

const bootFailed = msg({ id: 'network_error', message: 'No internet connection or the connection is slow. Please try again.' });

declare global {
  interface Window {
    /** harmless debug facts for e2e tests: the kernel's store id (compare with remote pages) */
    __platform?: { storeId: string };
  }
}

window.__platform = { storeId };

/** in this chunk (no request of its own), run when first asked for */
const loadRender = () => import(/* webpackMode: "eager" */ './render');

/** The database away: the boot runs again by itself after 1, 2, 4, 8, 10, 10… s. */
let again: ReturnType<typeof setTimeout> | undefined;
let tries = 0;

async function start(): Promise<void> {
  clearTimeout(again);
  try {
    await boot();
    await yieldToMain();
    (await loadRender()).renderApp();
  } catch (error) {
    console.error('[boot] failed', error);
    await activateLanguage(readSavedLanguage() ?? 'km').catch(() => undefined);
    const lost = error instanceof ApiError && error.code === ERROR_CODES.databaseUnavailable;
    const message = lost ? connectionRetryingMessage : error instanceof ApiError ? error.descriptor : bootFailed;
    (await loadRender()).renderBootError(message, () => void start());
    if (lost) again = setTimeout(() => void start(), Math.min(1000 * 2 ** tries++, 10_000));
  }
}

applyAppStyle();
captureInstallPrompt();
registerServiceWorker();
void start();
