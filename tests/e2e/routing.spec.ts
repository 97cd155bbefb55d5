/** Home aliases and unknown paths (spec §2). */
import { expect, expectBrand, tenant, test } from './support/fixtures';

const lotus = tenant('lotus');

test('an unknown path under /m lands on /m/home', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('lotus', '/m/nope'));
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expectBrand(page, lotus.brandName);
});

for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
  test(`${alias} is home`, async ({ page, brandUrl }) => {
    await page.goto(brandUrl('lotus', alias));
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expectBrand(page, lotus.brandName);
  });
}

test('an unknown path outside /m lands on /m/home', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('lotus', '/summer-promo'));
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('page-home')).toBeVisible();
});

test('a direct load of /m/register.html shows registration', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('lotus', '/m/register.html'));
  await expect(page.getByTestId('page-register')).toBeVisible();
});
