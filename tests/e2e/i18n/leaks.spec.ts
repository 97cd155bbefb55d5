/**
 * The leak check: every route under /m, as a visitor and as a logged-in member, in every language a
 * brand offers whose catalogs are complete (the client's own list, CATALOG_LANGUAGES), fails when the
 * page's visible text holds an English text the language translates, a raw message id, a vendor code
 * or a game type code (support/leaks.ts; allowed names in leak-allow.json). The catalogs are the same
 * for every brand, so each language is checked on one brand that offers it (its default language
 * first, then the brand with the fewest), which keeps the run short as languages are added: one page
 * per route, language and role, reached by the client's own navigation (one page load per
 * language), a test per brand and role, so the brands run side by side.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CATALOG_LANGUAGES } from '../../../src/contracts/languages';
import { loggedInPlayer } from '../site/helpers';
import { DEMO_BRANDS, expect, test } from '../support/fixtures';
import { ROOT } from '../support/servers';
import { findLeaks, leakSets } from './support/leaks';
import { routeTable } from './support/routes';

type Brand = { brandName: string; logoText: string; defaultLanguage: string; languages: string[] };
const brandFile = (id: string) => JSON.parse(readFileSync(join(ROOT, 'tenants', `${id}.json`), 'utf8')) as Brand;
const complete = (lang: string) => (CATALOG_LANGUAGES as readonly string[]).includes(lang);

/** The languages each brand is checked in: every offered complete language once, on one brand. */
export function languagesToCheck(brands: readonly string[]): Map<string, string[]> {
  const files = new Map(brands.map((b) => [b, brandFile(b)]));
  const plan = new Map(brands.map((b) => [b, [] as string[]]));
  const taken = new Set<string>();
  for (const [b, f] of files) {
    if (complete(f.defaultLanguage) && !taken.has(f.defaultLanguage)) {
      plan.get(b)?.push(f.defaultLanguage);
      taken.add(f.defaultLanguage);
    }
  }
  for (const [, f] of files) {
    for (const lang of f.languages.filter((l) => complete(l) && !taken.has(l))) {
      const offering = brands.filter((b) => files.get(b)?.languages.includes(lang));
      const least = offering.reduce((a, b) => ((plan.get(b)?.length ?? 0) < (plan.get(a)?.length ?? 0) ? b : a));
      plan.get(least)?.push(lang);
      taken.add(lang);
    }
  }
  return plan;
}

/** A route's page settles when no request is under way and its DOM stayed the same for a while. */
const QUIET_MS = 200;
const SETTLE_MAX_MS = 4000;

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

/** Requests that can still change the page's text (pictures cannot). */
const TEXT_REQUESTS = new Set(['document', 'script', 'fetch', 'xhr']);

/**
 * Counts the page's requests under way that can change its text; a request open longer than
 * LONG_POLL_MS is a long poll (it never ends while the page is open) and is not waited for.
 */
const LONG_POLL_MS = 1500;
function inFlight(page: Page): () => number {
  const open = new Map<unknown, number>();
  page.on('request', (r) => TEXT_REQUESTS.has(r.resourceType()) && open.set(r, Date.now()));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => [...open.values()].filter((since) => Date.now() - since < LONG_POLL_MS).length;
}

/** Marks, in the page, when its DOM last changed (nodes added or removed, text changed). */
async function watchChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const mark = () => {
      (window as unknown as { lastChange: number }).lastChange = performance.now();
    };
    mark();
    new MutationObserver(mark).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The page's visible text once no text request is under way and its DOM stayed still for QUIET_MS. */
async function settledText(page: Page, pending: () => number): Promise<string> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    const still = await page.evaluate(() => performance.now() - (window as unknown as { lastChange: number }).lastChange);
    if (still >= QUIET_MS && pending() === 0) break;
  }
  return visibleText(page);
}

/** Client-side navigation, as a link does (the router listens to popstate). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const ROUTES = routeTable();
/**
 * The member logs in through the login form (site/helpers.ts), which this suite's server cannot
 * get past on a brand that always asks for a captcha: members are checked on the other brands, and a
 * language only such a brand offers is checked as a visitor only (named in the test's annotation).
 */
const alwaysCaptcha = (id: string) => (JSON.parse(readFileSync(join(ROOT, 'tenants', `${id}.json`), 'utf8')) as { whitelabel?: Record<string, boolean> }).whitelabel?.CAPTCHA3 === true;
const PLANS = {
  visitor: languagesToCheck(DEMO_BRANDS),
  member: languagesToCheck(DEMO_BRANDS.filter((b) => !alwaysCaptcha(b))),
};

for (const brand of DEMO_BRANDS) {
  const facts = brandFile(brand);
  for (const role of ['visitor', 'member'] as const) {
    const languages = PLANS[role].get(brand) ?? [];
    if (languages.length === 0) continue;
    test(`${brand} as a ${role}: no English, message id or code on any route`, async ({ page, browser, server, brandUrl }, testInfo) => {
      test.setTimeout(240_000);
      testInfo.annotations.push({ type: 'languages', description: languages.join(', ') });
      if (role === 'member') await loggedInPlayer(page, server, brandUrl, brand);
      const routes = ROUTES.filter((r) => role === 'member' || !r.needsLogin);
      // one browser context per language, side by side (most of a route's time is waiting for it to
      // settle); a context each, as the saved language is shared by a context's pages. The member's
      // session is carried over in the storage state.
      const { viewport, userAgent, isMobile, hasTouch, locale, deviceScaleFactor } = testInfo.project.use;
      const storageState = await page.context().storageState();
      const others = await Promise.all(
        languages.slice(1).map(() => browser.newContext({ viewport, userAgent, isMobile, hasTouch, locale, deviceScaleFactor, storageState })),
      );
      const pages = [page, ...(await Promise.all(others.map((c) => c.newPage())))];
      const timings: string[] = [];
      const found = await Promise.all(
        languages.map(async (lang, i) => {
          const tab = pages[i] as Page;
          const pending = inFlight(tab);
          await watchChanges(tab);
          const sets = leakSets(lang, [facts.brandName, facts.logoText]);
          const leaks: string[] = [];
          await tab.goto(brandUrl(brand, `/m/home?lang=${lang}`));
          await expect.poll(() => tab.evaluate(() => document.documentElement.lang)).toBe(lang);
          for (const route of routes) {
            const started = Date.now();
            await navigate(tab, route.path);
            const text = await settledText(tab, pending);
            timings.push(`${lang} ${route.path} ${Date.now() - started} ms`);
            // a page that left the language is checked against the wrong catalog: a failure of its own
            const shown = await tab.evaluate(() => document.documentElement.lang);
            if (shown !== lang) leaks.push(`${lang} ${route.path}: the page turned to "${shown}"`);
            for (const leak of findLeaks(text, sets)) {
              leaks.push(`${lang} ${route.path} (${new URL(tab.url()).pathname}): ${leak.kind} "${leak.text}"`);
            }
          }
          return leaks;
        }),
      ).then((all) => all.flat());
      await Promise.all(others.map((c) => c.close()));
      await testInfo.attach('settle times.txt', { body: timings.join('\n'), contentType: 'text/plain' });
      await testInfo.attach('leaks.txt', { body: found.join('\n') || 'none', contentType: 'text/plain' });
      expect(found, `${found.length} leaks`).toEqual([]);
    });
  }
}
