/**
 * When a route's page is ready to be read: no request that can change its text is under way and
 * its DOM has stayed the same for a while; and the client's own navigation to a route.
 */
import type { Page } from '@playwright/test';

/** How long the DOM stays still before the page counts as settled, and the most a route waits. */
const QUIET_MS = 150;
const SETTLE_MAX_MS = 4000;

/** Requests that can still change the page's text (pictures cannot). */
const TEXT_REQUESTS = new Set(['document', 'script', 'fetch', 'xhr']);

/**
 * Counts the page's requests under way that can change its text; a request open longer than
 * LONG_POLL_MS is a long poll (it never ends while the page is open) and is not waited for.
 */
const LONG_POLL_MS = 1500;
export function trackTextRequests(page: Page): () => number {
  const open = new Map<unknown, number>();
  page.on('request', (r) => TEXT_REQUESTS.has(r.resourceType()) && open.set(r, Date.now()));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => [...open.values()].filter((since) => Date.now() - since < LONG_POLL_MS).length;
}

type Watched = Window & { lastChange?: number };

/** Marks, in the page, when its DOM last changed (nodes added or removed, text changed). */
export async function watchChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Watched;
    const mark = () => {
      w.lastChange = performance.now();
    };
    mark();
    new MutationObserver(mark).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Resolves in the page once its DOM has been still for `quiet` ms, or after `most` ms. */
function stillFor(page: Page, quiet: number, most: number): Promise<void> {
  return page.evaluate(
    ([q, m]) =>
      new Promise<void>((resolve) => {
        const w = window as Watched;
        const until = performance.now() + m;
        const check = () => {
          const now = performance.now();
          const still = now - (w.lastChange ?? 0);
          if (still >= q || now >= until) resolve();
          else setTimeout(check, Math.min(q - still, until - now) + 5);
        };
        check();
      }),
    [quiet, most] as const,
  );
}

/** The page's visible text: rendered text (no input values) and the placeholders of visible fields. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const placeholders = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')]
      .filter((el) => el.checkVisibility())
      .map((el) => el.placeholder);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a player sees
    return [document.body.innerText, ...placeholders].join('\n');
  });
}

/** The page's visible text once no text request is under way and its DOM stayed still for QUIET_MS. */
export async function settledText(page: Page, pending: () => number): Promise<string> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  while (Date.now() < deadline) {
    await stillFor(page, QUIET_MS, Math.max(0, deadline - Date.now()));
    if (pending() === 0) break;
    await page.waitForTimeout(40);
  }
  return visibleText(page);
}

/** Client-side navigation, as a link does (the router listens to popstate). */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
