/**
 * What goes over the wire: assets arrive compressed, hashed assets are cached as immutable
 * and a second visit fetches none of them again; each budgeted route's first-load JavaScript, in
 * compressed bytes as Chromium received them, stays within `bench/budgets.json` (the failure names
 * the route, the files and the excess). Bytes are deterministic for a build: no timing is asserted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ROOT } from './support/servers';

type Budget = { route: string; tenant: string; jsKb: number };
const BUDGETS: Budget[] = JSON.parse(readFileSync(join(ROOT, 'bench', 'budgets.json'), 'utf8')).firstLoadJs;
const HASHED = /\/m\/.*[.-][0-9a-f]{8,}\.(js|css)$/;

type Wire = { url: string; bytes: number; encoding: string; cacheControl: string; cached: boolean; type: string };

/** Records every response of the page through the DevTools protocol: bytes on the wire and cache hits. */
async function recordWire(page: Page): Promise<{ cdp: CDPSession; wire: Map<string, Wire> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const wire = new Map<string, Wire>();
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, val]) => [k.toLowerCase(), String(val)]));
    wire.set(e.requestId, {
      url: e.response.url,
      bytes: 0,
      encoding: h['content-encoding'] ?? '',
      cacheControl: h['cache-control'] ?? '',
      // served without the network: the HTTP cache, or the service worker's cache (docs/support.md)
      cached: Boolean(
        e.response.fromDiskCache ||
          e.response.fromPrefetchCache ||
          (e.response.fromServiceWorker && ['cache-storage', 'http-cache'].includes(e.response.serviceWorkerResponseSource ?? '')),
      ),
      type: e.type,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const w = wire.get(e.requestId);
    if (w) w.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const w = wire.get(e.requestId);
    if (w) w.bytes = e.encodedDataLength;
  });
  return { cdp, wire };
}

test('assets arrive compressed, hashed ones are immutable, a second visit fetches none of them again', async ({ page, brandUrl }) => {
  const { wire } = await recordWire(page);
  await page.goto(brandUrl('royal', '/m/home'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const assets = [...wire.values()].filter((w) => HASHED.test(new URL(w.url).pathname));
  expect(assets.length).toBeGreaterThan(3);
  for (const a of assets) {
    expect(a.cacheControl, a.url).toBe('public, max-age=31536000, immutable');
    // every script and stylesheet worth compressing comes compressed (Brotli or gzip, as the browser asked)
    if (a.bytes > 1500) expect(a.encoding, a.url).toMatch(/^(br|gzip)$/);
  }

  const second = await page.context().newPage();
  const again = await recordWire(second);
  await second.goto(brandUrl('royal', '/m/home'));
  await expect(second.getByTestId('page-home')).toBeVisible();
  await second.waitForLoadState('networkidle');
  const refetched = [...again.wire.values()].filter((w) => HASHED.test(new URL(w.url).pathname) && !w.cached);
  expect(refetched.map((w) => w.url)).toEqual([]);
});

for (const budget of BUDGETS) {
  test(`first-load JavaScript of ${budget.route} (${budget.tenant}) is within ${budget.jsKb} kB compressed`, async ({ page, brandUrl }) => {
    const { wire } = await recordWire(page);
    await page.goto(brandUrl(budget.tenant, budget.route));
    await page.waitForLoadState('networkidle');
    const scripts = [...wire.values()].filter((w) => w.type === 'Script');
    const total = scripts.reduce((sum, w) => sum + w.bytes, 0);
    const files = scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((w) => `${new URL(w.url).pathname} ${(w.bytes / 1024).toFixed(1)} kB`)
      .join('\n  ');
    const excess = total / 1024 - budget.jsKb;
    expect(
      excess,
      `${budget.route} loads ${(total / 1024).toFixed(1)} kB of JavaScript, ${excess.toFixed(1)} kB over its ${budget.jsKb} kB budget:\n  ${files}`,
    ).toBeLessThanOrEqual(0);
  });
}
