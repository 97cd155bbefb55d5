// Interaction to next paint of the taps players repeat, in Chromium through playwright-core: a phone
// context (pages.mjs's), the page loaded and settled unthrottled, then the CPU slowed 4x and one tap.
// The figure is the Event Timing API's, as web-vitals reads INP: the longest `event` entry (input
// delay + handlers + until the next frame is presented, in 8 ms steps) among those of the tap's
// interaction (`interactionId`). Each interaction runs `runs` times on a fresh page; the median and
// the worst are reported.
import { chromium } from 'playwright-core';
import { LAUNCH_ARGS, MOBILE, THROTTLE } from './pages.mjs';

/** The taps: where, what to tap (a data-testid), and what must be on the page first. */
export const INTERACTIONS = [
  { key: 'open the drawer', path: '/m/home', tap: 'side-menu-toggle' },
  { key: 'switch a game category', path: '/m/home', tap: 'cat-LIVE', ready: 'home-games' },
  { key: 'filter by vendor', path: '/m/slot-games', tap: 'vendor-PG', ready: 'game-tile' },
  { key: "open a vendor's games page", path: '/m/home', tap: 'shortcut-PG', ready: 'home-games' },
  { key: 'open a game (tile)', path: '/m/slot-games', tap: 'game-tile', ready: 'game-tile' },
  { key: 'open the wallet (deposit)', path: '/m/home', tap: 'bottom-nav-deposit' },
];
export const INP_GOAL_MS = 100;

const OBSERVE_EVENTS = () => {
  const seen = [];
  window.__events = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        seen.push({
          name: e.name,
          id: e.interactionId,
          start: e.startTime,
          duration: e.duration,
          processing: e.processingEnd - e.processingStart,
          delay: e.processingStart - e.startTime,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

async function measureOnce(browser, url, interaction) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await page
      .getByTestId(interaction.ready ?? interaction.tap)
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    await page.evaluate(OBSERVE_EVENTS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuSlowdown });
    const target = page.getByTestId(interaction.tap).first();
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${interaction.tap} has no box`);
    await page.waitForTimeout(500);
    const before = await page.evaluate(() => performance.now());
    // the touch straight through the DevTools protocol: Playwright's own tap first runs its checks in
    // the page (at 4x, on the main thread the tap is measured on)
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // the entry comes once the next frame is presented; at 4x a slow one can take a while
    await page.waitForTimeout(2500);
    const events = await page.evaluate((t0) => window.__events.filter((e) => e.start >= t0 - 1), before);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const ids = new Set(events.map((e) => e.id));
    // no entry: the whole interaction took less than 16 ms, the smallest duration the API reports
    if (ids.size === 0) return { inp: 16, under16: true };
    // the tap's interaction: the longest of its entries (a tap is one interaction; take the worst if more)
    const inp = Math.max(...events.map((e) => e.duration));
    const worst = events.find((e) => e.duration === inp);
    return { inp, delay: Math.round(worst.delay), processing: Math.round(worst.processing), event: worst.name, interactions: ids.size };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ executablePath: string, port: number, tenants: string[], runs?: number, interactions?: typeof INTERACTIONS, onProgress?: (line: string) => void }} o
 */
export async function measureInteractions({ executablePath, port, tenants, runs = 3, interactions = INTERACTIONS, onProgress = () => {} }) {
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  const out = {};
  try {
    for (const tenant of tenants) {
      for (const interaction of interactions) {
        const samples = [];
        for (let run = 1; run <= runs; run++) {
          const url = `http://${tenant}.localhost:${port}${interaction.path}`;
          const s = await measureOnce(browser, url, interaction).catch((error) => ({ inp: null, error: error.message.split('\n')[0] }));
          samples.push(s);
          onProgress(
            `[inp] ${tenant} ${interaction.key} run ${run}/${runs}: ${s.inp === null ? `no entry${s.error ? ` (${s.error})` : ''}` : s.under16 ? 'under 16 ms' : `${s.inp} ms (${s.event}: delay ${s.delay} ms, handlers ${s.processing} ms)`}`,
          );
        }
        const got = samples.filter((s) => s.inp !== null).map((s) => s.inp);
        out[`${tenant} ${interaction.key}`] = {
          tenant,
          interaction: interaction.key,
          path: interaction.path,
          tap: interaction.tap,
          runs,
          measured: got.length,
          inpMs: median(got),
          worstMs: got.length ? Math.max(...got) : null,
          samples,
        };
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
