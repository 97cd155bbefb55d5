/**
 * Host and remotes share one jotai store (and one kernel). The shell marks the id of the store it
 * sees on [data-testid=app]; a remote page marks the id of the store *its own* `useStore()` returns
 * ('foreign' when that is not the kernel's store). Both must be the kernel's one store.
 */
import { expect, test } from './support/fixtures';

test('the shell and the promotions remote see one jotai store', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('lotus', '/m/home'));
  const app = page.getByTestId('app');
  await expect(app).toHaveAttribute('data-store-id', /^[a-z0-9]+$/);
  const hostId = await app.getAttribute('data-store-id');
  expect(hostId).not.toBe('foreign');
  expect(await page.evaluate(() => (window as { __platform?: { storeId: string } }).__platform?.storeId)).toBe(hostId);

  // Client-side navigation into the remote (bottom navigation), same page, same store.
  await page.getByTestId('bottom-nav-promotions').click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  const remotePage = page.locator('[data-remote="promotions"]');
  await expect(remotePage).toBeVisible();
  await expect(remotePage).toHaveAttribute('data-store-id', hostId as string);
  await expect(app).toHaveAttribute('data-store-id', hostId as string);
});
