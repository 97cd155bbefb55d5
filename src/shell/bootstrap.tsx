/**
 * Boot, then render (the host entry imports this asynchronously so shared modules can settle).
 * The React tree (./render) is evaluated after the boot, in a task of its own (issue 7).
 */
import './global.css';
import { msg } from '@lingui/core/macro';
import { activateLanguage, ApiError, readSavedLanguage, storeId, yieldToMain } from '@kernel';
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

async function start(): Promise<void> {
  try {
    await boot();
    await yieldToMain();
    (await loadRender()).renderApp();
  } catch (error) {
    console.error('[boot] failed', error);
    await activateLanguage(readSavedLanguage() ?? 'km').catch(() => undefined);
    const message = error instanceof ApiError ? error.descriptor : bootFailed;
    (await loadRender()).renderBootError(message, () => void start());
  }
}

captureInstallPrompt();
registerServiceWorker();
void start();
