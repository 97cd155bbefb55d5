/**
 * A brand's identity in the browser: tiger's header shows its image logo (alt its name, loaded,
 * in a fixed box), royal's its text logo; the head's favicon and share image links load with an
 * image content type.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** fetched by the page (its host name resolves in the browser): status, content type, body text */
const load = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const r = await fetch(u);
    return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
  }, url);

test('tiger: the header shows the image logo; favicon and og:image resolve', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('tiger', '/m/home?lang=en'));
  const logo = page.getByTestId('brand-logo').locator('img');
  await expect(logo).toHaveAttribute('alt', 'Tiger 88');
  await expect(logo).toHaveAttribute('src', /^\/m\/brand\/logo\?v=[\w-]{16}$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await logo.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(28);
  for (const [selector, attr, type] of [
    ['link[rel="icon"]', 'href', /^image\/svg\+xml/],
    ['meta[property="og:image"]', 'content', /^image\/png/],
    ['meta[name="twitter:image"]', 'content', /^image\/png/],
    ['link[rel="apple-touch-icon"]', 'href', /^image\/png/],
  ] as const) {
    const url = await page.locator(selector).getAttribute(attr);
    expect(url, selector).toBeTruthy();
    const res = await load(page, url ?? '');
    expect(res.status, selector).toBe(200);
    expect(res.type, selector).toMatch(type);
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Tiger 88');
});

test('royal: the header shows the text logo, the default monogram favicon resolves', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  const logo = page.getByTestId('brand-logo');
  await expect(logo).toHaveText('ROYAL');
  await expect(logo.locator('img')).toHaveCount(0);
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const res = await load(page, href ?? '');
  expect(res.status).toBe(200);
  expect(res.type).toMatch(/^image\/svg\+xml/);
  expect(res.text).toMatch(/<text [^>]*>R<\/text>/);
});
