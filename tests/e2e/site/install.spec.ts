/**
 * The installable site: per brand, the HTML links a valid manifest whose icons load, the
 * service worker activates and controls the next page, it keeps only /m/ files (never an API
 * answer), and offline a page shows the brand's offline page; back online the site works again.
 */
import { expect, test } from '../support/fixtures';

type Manifest = {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
};

for (const [brand, name] of [
  ['royal', 'Royal Casino'],
  ['tiger', 'Tiger 88'],
] as const) {
  test(`${brand}: manifest valid, service worker active, offline page, API answers never cached`, async ({ page, context, brandUrl }) => {
    await page.goto(brandUrl(brand, '/m/home?lang=en'));
    await expect(page.getByTestId('page-home')).toBeVisible();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/m/manifest.webmanifest');
    const manifest = (await page.evaluate(async (u) => (await fetch(u)).json(), href ?? '')) as Manifest;
    expect(manifest).toMatchObject({ name, display: 'standalone', start_url: '/m/home?source=pwa', scope: '/m/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const types = await page.evaluate(
      async (srcs) => Promise.all(srcs.map(async (s) => (await fetch(s)).headers.get('content-type'))),
      manifest.icons.map((i) => i.src),
    );
    expect(types).toEqual(manifest.icons.map(() => 'image/png'));
    // the icons decode as images of their declared size
    const sizes = await page.evaluate(
      async (srcs) => {
        const out: string[] = [];
        for (const src of srcs) {
          const img = new Image();
          img.src = src;
          await img.decode();
          out.push(`${img.naturalWidth}x${img.naturalHeight}`);
        }
        return out;
      },
      manifest.icons.map((i) => i.src),
    );
    expect(sizes).toEqual(manifest.icons.map((i) => i.sizes));

    // the service worker activates (registered once the page has settled) and controls the next page
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    await page.goto(brandUrl(brand, '/m/slot-games?lang=en'));
    await expect(page.locator('main[data-route="slotGames"]')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/m\/sw\.js$/);
    // a repeat start: the shell's hashed files come from the service worker, not the network
    const viaWorker: boolean[] = [];
    page.on('response', (r) => {
      if (/^\/m\/.+[.-][0-9a-f]{8,}\.(js|css)$/.test(new URL(r.url()).pathname)) viaWorker.push(r.fromServiceWorker());
    });
    await page.reload();
    await expect(page.locator('main[data-route="slotGames"]')).toBeVisible();
    expect(viaWorker.length).toBeGreaterThan(2);
    expect(viaWorker.every(Boolean)).toBe(true);

    // it keeps the offline page and hashed files of /m/, nothing else (no API answer, no player data)
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const paths: string[] = [];
          for (const name of await caches.keys())
            for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname);
          return paths;
        }),
      )
      .toEqual(expect.arrayContaining(['/m/offline.html', expect.stringMatching(/^\/m\/static\/js\/.+\.js$/)]));
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname);
      return paths;
    });
    expect(cached.filter((p) => !p.startsWith('/m/') || p.startsWith('/m/api'))).toEqual([]);

    // offline: a clear page with the brand and a way back
    await context.setOffline(true);
    await page.goto(brandUrl(brand, '/m/activity?lang=en'));
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByTestId('offline-page')).toContainText(name);
    await expect(page.getByTestId('offline-page')).toContainText('You are offline');
    await context.setOffline(false);
    await page.getByTestId('offline-retry').click();
    await expect(page.getByTestId('page-home')).toBeVisible();
  });
}
