/** `?lang=<code>` sets the language, and the choice is saved. */
import { expect, expectLang, test } from './support/fixtures';

test('?lang=en switches royal (Khmer by default) to English and keeps it', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/home'));
  await expectLang(page, 'km');
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expectLang(page, 'en');
  await page.goto(brandUrl('royal', '/m/home'));
  await expectLang(page, 'en');
  await page.reload();
  await expectLang(page, 'en');
});

test('?lang=ar turns the document right-to-left', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/home?lang=ar'));
  await expectLang(page, 'ar');
  await test.expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
});

test.describe('catalogs per remote', () => {
  // the service worker would answer the catalog requests itself, out of the test's sight
  test.use({ serviceWorkers: 'block' });

  test("each remote brings its own catalog: its first render is in the page's language, and a switch redraws it", async ({
    page,
    brandUrl,
  }) => {
    // the first text the games remote's menu items and home widget render, caught as it reaches the DOM
    await page.addInitScript(() => {
      const seen: Record<string, string> = {};
      (window as unknown as { firstSeen: Record<string, string> }).firstSeen = seen;
      new MutationObserver(() => {
        const menu = document.querySelector('[data-testid="nav-games.menu.hot"]');
        if (menu?.textContent && !seen.menu) seen.menu = menu.textContent;
        const nav = document.querySelector('[data-testid="cat-HOME"]')?.closest('nav');
        if (nav && !seen.widget) seen.widget = nav.getAttribute('aria-label') ?? '';
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const firstSeen = () => page.evaluate(() => (window as unknown as { firstSeen: Record<string, string> }).firstSeen);
    // a remote's catalog arrives late (a slow network): nothing of the remote may render before it
    const catalogs: string[] = [];
    await page.route(/\/m\/remotes\/[a-z]+\/static\/js\/async\/lang-[a-z]+\./, async (route) => {
      const match = /\/m\/remotes\/([a-z]+)\/static\/js\/async\/lang-([a-z]+)\./.exec(route.request().url());
      if (match) catalogs.push(`${match[1]}:${match[2]}`);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });

    await page.goto(brandUrl('royal', '/m/home'));
    await expectLang(page, 'km');
    const widget = page.getByTestId('home-games').locator('nav', { has: page.getByTestId('cat-HOME') });
    await expect(widget).toHaveAttribute('aria-label', 'ប្រភេទហ្គេម');
    await expect(page.getByTestId('nav-games.menu.hot')).toHaveText('ពេញនិយម');
    await expect.poll(firstSeen).toEqual({ menu: 'ពេញនិយម', widget: 'ប្រភេទហ្គេម' });
    // home needs the games remote's catalog only
    expect(catalogs).toEqual(['games:km']);

    // the footer's picker (drawn when the footer comes near the screen): the mounted remote's strings follow the switch
    await page.getByTestId('footer-rg').scrollIntoViewIfNeeded();
    await page.getByTestId('language-picker').getByRole('button').first().click();
    await page.getByTestId('language-zh').click();
    await expectLang(page, 'zh');
    await expect(widget).toHaveAttribute('aria-label', '游戏分类');
    await expect(page.getByTestId('nav-games.menu.hot')).toHaveText('热门');
    expect(catalogs).toEqual(['games:km', 'games:zh']);

    // a remote first loaded after the switch renders in the new language (client-side navigation)
    await page.evaluate(() => {
      history.pushState({}, '', '/m/activity');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('activity-tabs')).toHaveAttribute('aria-label', '优惠活动分类');
    expect(catalogs).toContain('promotions:zh');
    expect(catalogs).not.toContain('promotions:km');
  });
});
