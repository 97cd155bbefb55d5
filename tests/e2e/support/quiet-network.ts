/**
 * A shorter 'networkidle': Playwright's waits until no request has been under way for a fixed
 * 500 ms; `quietNetwork(page)` counts the page's requests (every kind: documents, scripts, calls,
 * pictures) from the moment it is called and `settled()` resolves once none has been under way for
 * QUIET_MS. A test that loads many pages and only needs what they asked for to have come back (and
 * its handlers to have run) waits 350 ms less per page.
 */
import type { Page, Request } from '@playwright/test';
import { scaled } from '../../../scripts/lib/slowness.mjs';

const QUIET_MS = 150;
/** As long as a navigation may take (the config's navigationTimeout at speed factor 1). */
const MOST_MS = 20_000;

export type QuietNetwork = {
  /** Resolves once no request of the page has been under way for QUIET_MS; fails after the navigation timeout. */
  settled(): Promise<void>;
};

export function quietNetwork(page: Page): QuietNetwork {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const opened = (r: Request) => {
    open.add(r);
    lastChange = Date.now();
  };
  const closed = (r: Request) => {
    open.delete(r);
    lastChange = Date.now();
  };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  return {
    async settled() {
      const deadline = Date.now() + scaled(MOST_MS);
      for (;;) {
        const now = Date.now();
        if (open.size === 0 && now - lastChange >= QUIET_MS) return;
        if (now > deadline) {
          const urls = [...open].map((r) => r.url()).slice(0, 5);
          throw new Error(`the page's requests did not end within ${scaled(MOST_MS)} ms: ${urls.join(', ')}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}
