/**
 * Maintenance and region restriction set by the operator CLI (status 1 and 2), on lotus (English).
 * Runs in the "operator" project, against its own server, one test at a time.
 */
import { expect, expectBrand, getJson, tenant, test } from '../support/fixtures';

const lotus = tenant('lotus');

test('maintenance on shows the maintenance page; off brings the site back', async ({ page, brandUrl, ops, server }) => {
  await ops.maintenance('lotus', true);
  const status = await getJson<{ value: { status: number } }>(server.port, 'lotus', '/wps/system/status');
  expect(status.body.value.status, 'status after `ops maintenance lotus on`').toBe(1);

  await page.goto(brandUrl('lotus', '/m/home'));
  await expect(page).toHaveURL(/\/m\/maintenance$/);
  const panel = page.getByTestId('page-maintenance');
  await expect(panel.getByRole('heading', { name: /maintenance/i })).toBeVisible();
  await expect(panel.getByRole('button', { name: /contact|customer service/i })).toBeVisible();

  await ops.maintenance('lotus', false);
  await page.goto(brandUrl('lotus', '/m/maintenance'));
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expectBrand(page, lotus.brandName);
});

test('region restriction shows the visitor IP and a contact option', async ({ page, brandUrl, ops, server }) => {
  await ops.region('lotus', true);
  const status = await getJson<{ value: { status: number; location: { ip: string } } }>(server.port, 'lotus', '/wps/system/status');
  expect(status.body.value.status, 'status after `ops region lotus on`').toBe(2);

  await page.goto(brandUrl('lotus', '/m/home'));
  await expect(page).toHaveURL(/\/m\/restricted$/);
  const panel = page.getByTestId('page-restricted');
  await expect(panel.getByRole('heading', { name: /restricted/i })).toBeVisible();
  await expect(panel.getByTestId('visitor-ip')).toHaveText(status.body.value.location.ip);
  const contact = /contact|customer service|live chat/i;
  await expect(
    panel
      .getByRole('link', { name: contact })
      .or(panel.getByRole('button', { name: contact }))
      .first(),
  ).toBeVisible();

  await ops.region('lotus', false);
  await page.goto(brandUrl('lotus', '/m/restricted'));
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('page-home')).toBeVisible();
});

test('maintenance wins over region restriction (status 1)', async ({ page, brandUrl, ops }) => {
  await ops.region('lotus', true);
  await ops.maintenance('lotus', true);
  await page.goto(brandUrl('lotus', '/m/home'));
  await expect(page).toHaveURL(/\/m\/maintenance$/);
});
