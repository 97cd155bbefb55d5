/**
 * Opens one scene (who, route, side menu or not) in a browser context and evaluates the
 * expectations planned on it. Every check goes through stable selectors; a failure takes one
 * screenshot of the scene, linked from each failing check.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Expectation, Scene } from '../../tests/matrix/effects/types';

export type Verdict = { ok: boolean; detail: string };
export type SceneOutcome = { verdicts: Verdict[]; screenshot?: string; error?: string };

const APP_READY = '[data-testid="app"]';
const SIDE_MENU_TOGGLE = '[data-testid="side-menu-toggle"]';
const SIDE_MENU = '[data-testid="side-menu"]';
const MEMBER_BLOCK = '[data-testid="side-menu-user"]';
const WAIT_MS = 8000;
const SETTLE_MS = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function visibleCount(page: Page, selector: string): Promise<number> {
  return page.locator(selector).filter({ visible: true }).count();
}

async function evaluate(page: Page, e: Expectation, arrived: number): Promise<Verdict> {
  switch (e.kind) {
    case 'present': {
      const ok = await page.locator(e.selector).waitFor({ state: 'visible', timeout: WAIT_MS }).then(() => true, () => false);
      return { ok, detail: ok ? `${e.selector} visible` : `${e.selector} not visible` };
    }
    case 'absent': {
      const n = await visibleCount(page, e.selector);
      return { ok: n === 0, detail: n === 0 ? `${e.selector} not shown` : `${e.selector} shown (${n})` };
    }
    case 'html-attribute': {
      const ok = await page
        .waitForFunction(([n, val]) => document.documentElement.getAttribute(n) === val, [e.name, e.equals] as const, { timeout: WAIT_MS })
        .then(() => true, () => false);
      const actual = await page.evaluate((n) => document.documentElement.getAttribute(n), e.name);
      return { ok, detail: `<html ${e.name}="${actual ?? '(none)'}">, expected "${e.equals}"` };
    }
    case 'text': {
      const loc = page.locator(e.selector);
      const seen = await loc.waitFor({ state: 'visible', timeout: WAIT_MS }).then(() => true, () => false);
      const text = seen ? ((await loc.textContent()) ?? '') : '';
      const ok = seen && text.includes(e.contains);
      return { ok, detail: seen ? `${e.selector} says "${text.trim().slice(0, 80)}", expected "${e.contains}"` : `${e.selector} not visible` };
    }
    case 'transient':
      return transient(page, e, arrived);
    case 'never': {
      while (Date.now() - arrived < e.forMs) {
        if ((await visibleCount(page, e.selector)) > 0) return { ok: false, detail: `${e.selector} appeared ${Date.now() - arrived} ms after arrival` };
        await sleep(100);
      }
      return { ok: true, detail: `${e.selector} absent for ${e.forMs} ms` };
    }
  }
}

async function transient(page: Page, e: Extract<Expectation, { kind: 'transient' }>, arrived: number): Promise<Verdict> {
  let shown: number | null = null;
  const deadline = arrived + e.withinMs + e.maxMs + 1000;
  while (Date.now() < deadline) {
    const visible = (await visibleCount(page, e.selector)) > 0;
    const now = Date.now();
    if (visible && shown === null) shown = now;
    if (!visible && shown !== null) {
      const lasted = now - shown;
      const ok = lasted >= e.minMs && lasted <= e.maxMs;
      return { ok, detail: `${e.selector} shown for about ${lasted} ms (expected ${e.minMs}-${e.maxMs})` };
    }
    if (shown === null && now - arrived > e.withinMs) return { ok: false, detail: `${e.selector} did not appear within ${e.withinMs} ms` };
    await sleep(80);
  }
  return { ok: false, detail: `${e.selector} still shown after ${e.maxMs} ms` };
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
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    const arrived = Date.now();
    const timed = Promise.all(expectations.filter((e) => TIMED.has(e.kind)).map((e) => evaluate(page, e, arrived)));
    await page.locator(APP_READY).first().waitFor({ state: 'attached', timeout: 20_000 });
    if (scene.sideMenu) {
      await page.locator(SIDE_MENU_TOGGLE).first().click({ timeout: WAIT_MS });
      await page.locator(SIDE_MENU).first().waitFor({ state: 'visible', timeout: WAIT_MS });
      if (scene.audience === 'member') await page.locator(MEMBER_BLOCK).first().waitFor({ state: 'visible', timeout: WAIT_MS }).catch(() => {
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
    const message = error instanceof Error ? error.message.split('\n')[0] ?? String(error) : String(error);
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
