/**
 * Script injection through what a page shows: every query parameter the spec names (and unknown
 * ones, and the fragment) on the shell's and the remotes' pages, and the fields a player sets and a
 * page displays (here the nickname, shown in the side menu). The test fails if any payload runs.
 * Areas that add displayed fields (announcements, promotions, inbox, chat) add their cases here.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../accounts/support/fixtures';
import { quietNetwork } from '../support/quiet-network';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  'javascript:window.__xss=1',
  "'-window.__xss=1-'",
  '</script><script>window.__xss=1</script>',
];
const PAGES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/help',
  '/m/activity',
  '/m/activityDetail',
  '/m/noticeDetail',
  '/m/slot-games',
  '/m/search-games',
  '/m/voucherCenter',
  '/m/agent/home',
];
const PARAMS = ['id', 'i', 'c', 'tag', 'gameType', 'vassalage', 'gameClassify', 'dataType', 'keyword', 'redirect', 'lang', 'x'];

/** Fails the test on any dialog; tells whether a payload ran. */
function watch(page: Page): () => Promise<boolean> {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  return async () => dialog || (await page.evaluate(() => (window as unknown as { __xss?: number }).__xss === 1));
}

// one test per page: they spread over the workers
for (const path of PAGES) {
  test(`no payload in a query parameter or the fragment runs on ${path}`, async ({ page, accounts }) => {
    const ran = watch(page);
    const network = quietNetwork(page);
    for (const payload of PAYLOADS) {
      const q = new URLSearchParams(PARAMS.map((p) => [p, p === 'lang' ? 'en' : payload]));
      await page.goto(`${accounts.url('royal', path)}?${q}#${encodeURIComponent(payload)}`);
      // everything the page asked for has come back (a planted picture's error handler has run)
      await network.settled();
      expect(await ran(), `${path} with ${payload}`).toBe(false);
    }
  });
}

test('a nickname with markup is shown as text and never runs', async ({ page, accounts }) => {
  const ran = watch(page);
  const nickname = '<img src=x onerror=window.__xss=1>'.slice(0, 20);
  // a player whose nickname is markup (the nickname rule of the demo brands allows any text)
  const { port } = new URL(accounts.url('royal'));
  const created = await fetch(`http://127.0.0.1:${port}/__e2e/member?tenant=royal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: accounts.username('x'), password: 'secret12', nickname }),
  });
  expect(created.ok).toBe(true);
  const { token, userName } = (await created.json()) as { token: string; userName: string };
  await page.goto(accounts.url('royal', '/m/home?lang=en'));
  await page.evaluate(
    ([tok, name]) => {
      localStorage.setItem('token', JSON.stringify(tok));
      localStorage.setItem(
        'sessionInfo',
        JSON.stringify({ token: tok, merchantCode: 'ROYAL01', userName: name, type: 0, firstTimeLogin: false }),
      );
    },
    [token, userName] as const,
  );
  await page.reload();
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();
  expect(await ran()).toBe(false);
});
