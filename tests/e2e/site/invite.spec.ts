/**
 * Invite friends (REFERRAL3): a guest is asked to log in; a member's popup (bottom
 * navigation or the side menu's share) shows the referral link, copies it (clipboard, else the
 * prompt with Ctrl+C or Cmd+C and Enter) and hands it to the native share sheet where there is one.
 */
import { expect, test } from '../support/fixtures';
import { loggedInPlayer, seriousViolations } from './helpers';

test('guest logs in first; the member copies and shares the link, with the clipboard fallback prompt', async ({
  page,
  context,
  server,
  brandUrl,
}) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data), configurable: true });
    Object.defineProperty(window, '__shared', { value: shared });
  });
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await page.getByTestId('bottom-nav-invite').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  await loggedInPlayer(page, server, brandUrl);
  await page.getByTestId('bottom-nav-invite').click();
  const popup = page.getByTestId('invite-popup');
  await expect(popup).toBeVisible();
  const link = brandUrl('royal', '/m/register');
  await expect(popup.getByTestId('invite-link')).toHaveText(link);
  expect(await seriousViolations(page)).toEqual([]);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await popup.getByTestId('invite-copy').click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await popup.getByTestId('invite-share').click();
  expect(await page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared.map((s) => s.url))).toEqual([link]);

  // the clipboard refused: the prompt with the link selected
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  const seen: string[] = [];
  page.once('dialog', (d) => {
    seen.push(d.type(), d.message(), d.defaultValue());
    void d.accept();
  });
  await popup.getByTestId('invite-copy').click();
  await expect.poll(() => seen).toEqual(['prompt', 'Copy to clipboard: Ctrl+C or Cmd+C, then Enter', link]);

  // the side menu's share opens the same popup
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-item-share').click();
  await expect(page.getByTestId('invite-popup').getByTestId('invite-link')).toHaveText(link);
});
