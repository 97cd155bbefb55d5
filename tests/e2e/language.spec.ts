/** `?lang=<code>` sets the language, and the choice is saved. */
import { expectLang, test } from './support/fixtures';

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
