/** Boot, then render (the host entry imports this asynchronously so shared modules can settle). */
import './global.css';
import { msg } from '@lingui/core/macro';
import { activateLanguage, ApiError, ErrorView, readSavedLanguage, storeId, yieldToMain } from '@kernel';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, Providers } from './App';
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

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
window.__platform = { storeId };

async function start(): Promise<void> {
  try {
    await boot();
    await yieldToMain();
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error('[boot] failed', error);
    await activateLanguage(readSavedLanguage() ?? 'km').catch(() => undefined);
    const message = error instanceof ApiError ? error.descriptor : bootFailed;
    root.render(
      <Providers>
        <ErrorView testId="boot-error" message={message} onRetry={() => void start()} />
      </Providers>,
    );
  }
}

captureInstallPrompt();
registerServiceWorker();
void start();
