/**
 * The site's React tree and its root, evaluated in a task of its own after the boot's (
 * bootstrap.tsx loads this module eagerly, in the same chunk, once the status is in; React DOM and
 * the shell's pages no longer run in one long task with the boot's own modules).
 */
import type { MessageDescriptor } from '@lingui/core';
import { ErrorView } from '@kernel';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, Providers } from './App';

let root: Root | null = null;
function rootOf(): Root {
  if (root) return root;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  root = createRoot(container);
  return root;
}

/** The site, as a transition: React renders the first screen in slices. */
export function renderApp(): void {
  const r = rootOf();
  startTransition(() => {
    r.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/** The boot failed: its message and a retry. */
export function renderBootError(message: MessageDescriptor, onRetry: () => void): void {
  rootOf().render(
    <Providers>
      <ErrorView testId="boot-error" message={message} onRetry={onRetry} />
    </Providers>,
  );
}
