/**
 * Notices: read state persists across reloads (marked once, synced to the server); an announcement
 * posted with the ops CLI appears and disappears once expired; help opens by tag and index.
 */
import { expect, test } from '../support/fixtures';
import { apiLogin, signIn } from '../support/session';
import { announcements, help, makePlayer } from './support';

test.describe.configure({ timeout: 90_000 });

test('royal: opening a notice marks it read; the state survives reloads; the badge counts down', async ({ page, brandUrl, server }) => {
  const who = await makePlayer(server, 'royal');
  // signed in through the site's login call (the notices are what is checked here, not the login)
  await signIn(page, brandUrl('royal'), await apiLogin(server.port, 'royal', who.username, who.password));
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const badge = page.getByTestId('notice-badge');
  const unread = Number(await badge.textContent());
  expect(unread).toBeGreaterThan(1);
  await page.goto(brandUrl('royal', '/m/notice'));
  const rows = page.getByTestId('notice-row');
  await expect(rows.first()).toHaveAttribute('data-read', 'false');
  const title = await rows.first().locator('strong').textContent();
  await rows.first().click();
  await expect(page.getByTestId('notice-detail').locator('h1')).toHaveText(title ?? '');
  await expect(page.getByTestId('notice-html')).not.toBeEmpty();
  // synced: the server says read
  await expect
    .poll(async () => {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const res = await fetch(`http://127.0.0.1:${server.port}/wps/announcements?types=PL&tenant=royal`, {
        headers: { authorization: JSON.parse(token ?? 'null') ?? '' },
      });
      return ((await res.json()) as { value: { unreadCount: number } }).value.unreadCount;
    })
    .toBe(unread - 1);
  await page.reload();
  await page.goto(brandUrl('royal', '/m/notice'));
  await expect(rows.first()).toHaveAttribute('data-read', 'true');
  await expect(rows.nth(1)).toHaveAttribute('data-read', 'false');
  await page.goto(brandUrl('royal', '/m/home'));
  await expect(badge).toHaveText(String(unread - 1));
});

test('tiger: an announcement posted with the ops CLI appears; expired, it disappears', async ({ page, brandUrl, ops }) => {
  const title = `Ops notice ${Date.now().toString(36)}`;
  const out = await ops.run(
    'content',
    'post',
    'tiger',
    '--type',
    'PL',
    '--title',
    title,
    '--content',
    '<p>Posted by the operator</p>',
    '--no-expiry',
    '--sort',
    '-100',
  );
  const id = /#(\d+)/.exec(out)?.[1];
  expect(id).toBeTruthy();
  await page.goto(brandUrl('tiger', '/m/notice?lang=en'));
  await expect(page.getByTestId('notice-row').first().locator('strong')).toHaveText(title);
  await page.goto(brandUrl('tiger', '/m/home'));
  await expect(page.getByTestId('ticker-item').first()).toHaveText(title);
  await ops.run('content', 'expire', 'tiger', String(id));
  await page.reload();
  await expect(page.getByTestId('ticker-item').first()).not.toHaveText(title);
  await page.goto(brandUrl('tiger', '/m/notice'));
  await expect(page.getByTestId('notice-row').filter({ hasText: title })).toHaveCount(0);
});

test('lotus: help opens by tag, by index and sub-item, first entry by default', async ({ page, brandUrl, server }) => {
  const entries = await help(server, 'lotus');
  const terms = entries.findIndex((e) => e.tag === 'terms');
  await page.goto(brandUrl('lotus', '/m/help?tag=terms&lang=en'));
  await expect(page.getByTestId('help-body')).toHaveAttribute('data-tag', 'terms');
  await expect(page.getByTestId('help-body').locator('h2')).toHaveText(entries[terms]?.title ?? '');
  await expect(page.getByTestId('help-nav').nth(terms)).toHaveAttribute('aria-current', 'true');
  await page.goto(brandUrl('lotus', '/m/help?i=1&c=1'));
  await expect(page.getByTestId('help-body')).toHaveAttribute('data-tag', entries[1]?.tag ?? '');
  await expect(page.getByTestId('help-child').nth(1)).toHaveAttribute('data-active', 'true');
  await page.goto(brandUrl('lotus', '/m/help'));
  await expect(page.getByTestId('help-body')).toHaveAttribute('data-tag', entries[0]?.tag ?? '');
  await page.getByTestId('help-nav').nth(2).click();
  await expect(page.getByTestId('help-body')).toHaveAttribute('data-tag', entries[2]?.tag ?? '');
  // the footer's terms link opens the help popup at the terms
  await page.goto(brandUrl('lotus', '/m/home'));
  await page.getByTestId('footer-terms').click();
  await expect(page.getByTestId('help-popup').getByTestId('help-body')).toHaveAttribute('data-tag', 'terms');
  const data = await announcements(server, 'lotus', 'PL');
  expect(data.player.length).toBeGreaterThan(0);
});
