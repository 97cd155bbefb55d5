/** Each demo brand's home, on its own host name, shows its brand in its default language. */
import { DEMO_BRANDS, expect, expectBrand, expectLang, tenant, test } from './support/fixtures';

for (const id of DEMO_BRANDS) {
  test(`${id}: home shows the brand name in its default language`, async ({ page, brandUrl }) => {
    const t = tenant(id);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(brandUrl(id, '/m/home'));
    await expectBrand(page, t.brandName);
    await expectLang(page, t.defaultLanguage);
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(errors, 'uncaught page errors').toEqual([]);
  });
}
