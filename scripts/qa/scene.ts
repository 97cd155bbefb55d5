/**
 * Opens one scene (who, route, side menu or not) in a browser context and evaluates the
 * expectations planned on it. Every check goes through stable selectors; a failure takes one
 * screenshot of the scene, linked from each failing check.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Expectation, Scene } from '../../tests/matrix/effects/types';
import { scaled, slowness } from '../lib/slowness.mjs';

export type Verdict = { ok: boolean; detail: string };
export type SceneOutcome = { verdicts: Verdict[]; screenshot?: string; error?: string };

const APP_READY = '[data-testid="app"]';
const SIDE_MENU_TOGGLE = '[data-testid="side-menu-toggle"]';
const SIDE_MENU = '[data-testid="side-menu"]';
const MEMBER_BLOCK = '[data-testid="side-menu-user"]';
/**
 * How long a scene waits for the app and its elements, stretched by the machine's speed factor
 * (TEST_SLOWNESS, measured at start when unset: scripts/lib/slowness.mjs), so a loaded machine
 * gives slow pages, not failed checks. Only waits stretch: the spec's own time windows (a message
 * that must show within 8 s and last about 2 s) keep their values.
 */
export const SLOWNESS = slowness();
const WAIT_MS = scaled(8000, SLOWNESS);
const APP_WAIT_MS = scaled(20_000, SLOWNESS);
const GOTO_MS = scaled(30_000, SLOWNESS);
const SETTLE_MS = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function visibleCount(page: Page, selector: string): Promise<number> {
  return page.locator(selector).filter({ visible: true }).count();
}

async function evaluate(page: Page, e: Expectation, arrived: number): Promise<Verdict> {
  switch (e.kind) {
    case 'present': {
      // any visible match counts (a list has many tiles; waitFor on several matches would throw)
      const ok = await page
        .locator(e.selector)
        .filter({ visible: true })
        .first()
        .waitFor({ state: 'visible', timeout: e.withinMs ? scaled(e.withinMs, SLOWNESS) : WAIT_MS })
        .then(
          () => true,
          () => false,
        );
      return { ok, detail: ok ? `${e.selector} visible` : `${e.selector} not visible` };
    }
    case 'absent': {
      if (e.after) {
        const drawn = await page
          .locator(e.after)
          .first()
          .waitFor({ state: 'visible', timeout: WAIT_MS })
          .then(
            () => true,
            () => false,
          );
        if (!drawn) return { ok: false, detail: `${e.after} not visible, so the absence of ${e.selector} proves nothing` };
      }
      const n = await visibleCount(page, e.selector);
      return { ok: n === 0, detail: n === 0 ? `${e.selector} not shown` : `${e.selector} shown (${n})` };
    }
    case 'html-attribute': {
      const ok = await page
        .waitForFunction(([n, val]) => document.documentElement.getAttribute(n) === val, [e.name, e.equals] as const, { timeout: WAIT_MS })
        .then(
          () => true,
          () => false,
        );
      const actual = await page.evaluate((n) => document.documentElement.getAttribute(n), e.name);
      return { ok, detail: `<html ${e.name}="${actual ?? '(none)'}">, expected "${e.equals}"` };
    }
    case 'text': {
      const loc = page.locator(e.selector);
      const seen = await loc.waitFor({ state: 'visible', timeout: WAIT_MS }).then(
        () => true,
        () => false,
      );
      const text = seen ? ((await loc.textContent()) ?? '') : '';
      const ok = seen && text.includes(e.contains);
      return {
        ok,
        detail: seen ? `${e.selector} says "${text.trim().slice(0, 80)}", expected "${e.contains}"` : `${e.selector} not visible`,
      };
    }
    case 'matches': {
      const loc = page.locator(e.selector).filter({ visible: true }).first();
      const seen = await loc.waitFor({ state: 'visible', timeout: e.withinMs ? scaled(e.withinMs, SLOWNESS) : WAIT_MS }).then(
        () => true,
        () => false,
      );
      const text = seen ? ((await loc.textContent()) ?? '').trim() : '';
      const ok = seen && new RegExp(e.pattern, e.flags).test(text);
      return {
        ok,
        detail: seen ? `${e.selector} says "${text.slice(0, 80)}", expected /${e.pattern}/${e.flags ?? ''}` : `${e.selector} not visible`,
      };
    }
    case 'path': {
      const ok = await page
        .waitForFunction((want) => location.pathname === want, e.equals, { timeout: WAIT_MS })
        .then(
          () => true,
          () => false,
        );
      const actual = await page.evaluate(() => location.pathname);
      return { ok, detail: `at ${actual}, expected ${e.equals}` };
    }
    case 'transient':
      return transient(page, e, arrived);
    case 'never': {
      // the window starts once the app is drawn: a slow boot must not end it before the gate ran
      await page
        .locator(APP_READY)
        .first()
        .waitFor({ state: 'attached', timeout: APP_WAIT_MS })
        .catch(() => undefined);
      const from = (await watched(page, e.selector))?.now ?? 0;
      while (true) {
        const w = await watched(page, e.selector);
        if (w?.shown != null) return { ok: false, detail: `${e.selector} appeared ${Math.round(w.shown)} ms after navigation` };
        if (w && w.now >= from + e.forMs) return { ok: true, detail: `${e.selector} absent for ${e.forMs} ms after the app was drawn` };
        if (Date.now() - arrived > e.forMs + TIMED_SLACK_MS) return { ok: false, detail: `${e.selector}: page timings unreadable` };
        await sleep(100);
      }
    }
  }
}

/**
 * Timed checks (`transient`, `never`) are measured inside the page: an init script records, with
 * the page's own clock (ms since navigation), when a watched selector first became visible and
 * when it stopped. Polling from Node instead would add the browser round trip (hundreds of ms on
 * a loaded machine) to every reading, and a short flash between two polls could be missed.
 *
 * The page also keeps a stall count: how late its 50 ms heartbeat ran, summed. On a loaded machine
 * the page's event loop can be held up for a second or more, and then a 2 s timer fires late for
 * reasons that are not the site's; the longest duration allowed grows by the stall inside it.
 * A message that shows twice (two elements one after the other) is reported as such.
 */
type Seen = { shown: number | null; hidden: number | null; appearances: number; stallAtShown: number; stallAtHidden: number | null };
type Reading = Seen & { now: number; stall: number };
const TIMED_SLACK_MS = 15_000;

/**
 * The in-page recorder, as source text: a function passed to addInitScript would be serialised
 * after tsx's transform, whose name helpers (`__name`) do not exist in the page.
 */
function watchScript(selectors: readonly string[]): string {
  return `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const seen = {};
  const counted = new WeakSet();
  for (const s of selectors) seen[s] = { shown: null, hidden: null, appearances: 0, stallAtShown: 0, stallAtHidden: null };
  const clock = { stall: 0, tick: performance.now() };
  // the stall so far, with the heartbeat's current lateness (a timer may run before the heartbeat)
  const stallNow = () => clock.stall + Math.max(0, performance.now() - clock.tick - 100);
  window.__qaWatch = { seen, stallNow };
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const check = () => {
    const now = performance.now();
    for (const s of selectors) {
      const r = seen[s];
      const shownNow = Array.from(document.querySelectorAll(s)).filter(visible);
      for (const el of shownNow) if (!counted.has(el)) { counted.add(el); r.appearances += 1; }
      if (shownNow.length > 0 && r.shown === null) { r.shown = now; r.stallAtShown = stallNow(); }
      else if (shownNow.length === 0 && r.shown !== null && r.hidden === null) { r.hidden = now; r.stallAtHidden = stallNow(); }
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  setInterval(() => {
    const now = performance.now();
    clock.stall += Math.max(0, now - clock.tick - 100);
    clock.tick = now;
    check();
  }, 50);
})();`;
}

async function watched(page: Page, selector: string): Promise<Reading | null> {
  return page
    .evaluate((s) => {
      const w = (window as unknown as { __qaWatch?: { seen: Record<string, Seen>; stallNow: () => number } }).__qaWatch;
      const r = w?.seen[s];
      return r && w ? { ...r, now: performance.now(), stall: w.stallNow() } : null;
    }, selector)
    .catch(() => null);
}

async function transient(page: Page, e: Extract<Expectation, { kind: 'transient' }>, arrived: number): Promise<Verdict> {
  const expected = `expected to appear within ${e.withinMs} ms and last ${e.minMs}-${e.maxMs} ms`;
  while (Date.now() - arrived < e.withinMs + e.maxMs + TIMED_SLACK_MS) {
    const w = await watched(page, e.selector);
    if (w?.shown != null && w.hidden != null) {
      const lasted = Math.round(w.hidden - w.shown);
      const stalled = Math.round((w.stallAtHidden ?? w.stall) - w.stallAtShown);
      // a stall can only lengthen what is seen: it widens the upper bound, never the lower
      // the page's stalls before the message showed can only delay it: they do not count against the window
      const ok = w.shown - w.stallAtShown <= e.withinMs && lasted >= e.minMs && lasted - stalled <= e.maxMs && w.appearances === 1;
      const stall = stalled > 0 ? ` of which the page was stalled ${stalled} ms` : '';
      const twice = w.appearances > 1 ? `, shown ${w.appearances} times` : '';
      return { ok, detail: `${e.selector} appeared at ${Math.round(w.shown)} ms, shown for ${lasted} ms${stall}${twice} (${expected})` };
    }
    if (w && w.shown == null && w.now - w.stall > e.withinMs) {
      return {
        ok: false,
        detail: `${e.selector} did not appear within ${e.withinMs} ms (${Math.round(w.now)} ms since navigation, of which the page was stalled ${Math.round(w.stall)} ms)`,
      };
    }
    if (w?.shown != null && w.now - w.shown - (w.stall - w.stallAtShown) > e.maxMs) {
      const stalled = Math.round(w.stall - w.stallAtShown);
      return {
        ok: false,
        detail: `${e.selector} still shown after ${Math.round(w.now - w.shown)} ms, page stalled ${stalled} ms of it (${expected})`,
      };
    }
    await sleep(100);
  }
  return { ok: false, detail: `${e.selector}: page timings unreadable (${expected})` };
}

const TIMED = new Set(['transient', 'never']);

export async function runScene(
  context: BrowserContext,
  url: string,
  scene: Scene,
  expectations: readonly Expectation[],
  shot: { dir: string; name: string },
): Promise<SceneOutcome> {
  const page = await context.newPage();
  try {
    const timedSelectors = [...new Set(expectations.flatMap((e) => (TIMED.has(e.kind) && 'selector' in e ? [e.selector] : [])))];
    if (timedSelectors.length > 0) await page.addInitScript({ content: watchScript(timedSelectors) });
    await page.goto(url, { waitUntil: 'commit', timeout: GOTO_MS });
    const arrived = Date.now();
    const timed = Promise.all(expectations.filter((e) => TIMED.has(e.kind)).map((e) => evaluate(page, e, arrived)));
    await page.locator(APP_READY).first().waitFor({ state: 'attached', timeout: APP_WAIT_MS });
    if (scene.sideMenu) {
      await page.locator(SIDE_MENU_TOGGLE).first().click({ timeout: WAIT_MS });
      await page.locator(SIDE_MENU).first().waitFor({ state: 'visible', timeout: WAIT_MS });
      if (scene.audience === 'member')
        await page
          .locator(MEMBER_BLOCK)
          .first()
          .waitFor({ state: 'visible', timeout: WAIT_MS })
          .catch(() => {
            throw new Error('the member is not logged in (no side-menu user block)');
          });
    }
    if (scene.tap) await page.locator(scene.tap).first().click({ timeout: WAIT_MS });
    await sleep(SETTLE_MS);
    const plain: Verdict[] = [];
    for (const e of expectations) if (!TIMED.has(e.kind)) plain.push(await evaluate(page, e, arrived));
    const timedVerdicts = await timed;
    let t = 0;
    let p = 0;
    const verdicts = expectations.map((e) => (TIMED.has(e.kind) ? timedVerdicts[t++] : plain[p++]) as Verdict);
    if (verdicts.every((v) => v.ok)) return { verdicts };
    return { verdicts, screenshot: await screenshot(page, shot) };
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error);
    const verdicts = expectations.map(() => ({ ok: false, detail: `scene could not be checked: ${message}` }));
    return { verdicts, error: message, screenshot: await screenshot(page, shot) };
  } finally {
    await page.close().catch(() => undefined);
  }
}

async function screenshot(page: Page, shot: { dir: string; name: string }): Promise<string | undefined> {
  try {
    mkdirSync(shot.dir, { recursive: true });
    const file = `${shot.name}.png`;
    await page.screenshot({ path: join(shot.dir, file), fullPage: false, timeout: 10_000 });
    return file;
  } catch {
    return undefined;
  }
}
