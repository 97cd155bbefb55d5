/**
 * The console's one paged table in a real browser, on answers the test gives (so the counts are
 * exact whatever else the server holds): the players search by page number (the total, "Page n of
 * m", Previous and Next disabled at the ends, the page asked for, the keyboard, an error), the
 * cashier queue by cursor (the range shown, which stays with the rows shown until the next page's
 * answer comes, Next sends the last id, Previous walks back, the empty queue's text), axe clean.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DESKTOP, expectAxeClean, signInNewStaff } from './cashier-support';

const CURRENCY = { code: 'USD', symbol: '$', minorUnits: 2 };
const ok = (value: unknown) => ({ success: true, code: 'ok', message: '', value });
const player = (n: number) => ({
  memberId: n,
  username: `paged-${n}`,
  mobile: null,
  email: null,
  nickname: null,
  accountKind: 'player',
  locked: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
  balance: n * 100,
});
const deposit = (id: number) => ({
  kind: 'deposits',
  id,
  memberId: id,
  username: `queued-${id}`,
  amount: 5000,
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  note: '',
  detail: { method: 'bank', channel: null, reference: `ref-${id}`, payerName: null, bankCode: null },
  pictures: 0,
  member: { main: 0, locked: 0, excluded: false, accountLocked: false, turnoverRemaining: null },
});

/** Answers the brand's players search: 45 players, 20 a page; `fail` answers an error instead. */
async function players(page: Page, asked: URLSearchParams[], fail: { now: boolean }) {
  await page.route('**/console/api/tenants/royal/players?*', async (route: Route) => {
    const params = new URL(route.request().url()).searchParams;
    asked.push(params);
    if (fail.now)
      return route.fulfill({
        status: 503,
        json: { success: false, code: 'system.unavailable', message: 'Search is resting', value: null },
      });
    const pageNo = Number(params.get('page'));
    const size = Number(params.get('pageSize'));
    const rows = Array.from({ length: Math.max(0, Math.min(size, 45 - (pageNo - 1) * size)) }, (_, i) =>
      player((pageNo - 1) * size + i + 1),
    );
    return route.fulfill({ json: ok({ currency: CURRENCY, page: pageNo, pageSize: size, total: 45, rows }) });
  });
}

test('the players search pages by number, and the cashier queue by cursor', async ({ browser, server, ops }) => {
  test.setTimeout(120_000);
  const office = await browser.newContext(DESKTOP);
  const admin = await office.newPage();
  const asked: URLSearchParams[] = [];
  const fail = { now: false };
  await players(admin, asked, fail);
  await signInNewStaff(admin, ops, `http://127.0.0.1:${server.port}/console/`, 'administrator');
  await admin.getByTestId('brand-switcher').selectOption('royal');
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Players' }).click();

  const pages = admin.getByRole('navigation', { name: 'Pages' });
  const previous = pages.getByRole('button', { name: 'Previous' });
  const next = pages.getByRole('button', { name: 'Next' });
  await expect(admin.getByTestId('player-total')).toHaveText('Players found: 45');
  await expect(pages).toContainText('Page 1 of 3');
  await expect(admin.getByTestId('player-results').getByRole('row')).toHaveCount(21);
  await expect(previous).toBeDisabled();
  await expectAxeClean(admin, 'the paged players search');

  await next.click();
  await expect(pages).toContainText('Page 2 of 3');
  await expect(admin.getByTestId('player-results').getByRole('link', { name: 'paged-21', exact: true })).toBeVisible();
  expect(asked.at(-1)?.get('page')).toBe('2');
  expect(asked.at(-1)?.get('pageSize')).toBe('20');

  // the keyboard reaches the buttons and presses them
  await next.focus();
  await admin.keyboard.press('Enter');
  await expect(pages).toContainText('Page 3 of 3');
  await expect(admin.getByTestId('player-results').getByRole('row')).toHaveCount(6);
  await expect(next).toBeDisabled();
  await admin.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(pages).toContainText('Page 2 of 3');

  // a new search starts at page 1; a failed answer says why
  fail.now = true;
  await admin.getByTestId('player-search').fill('paged');
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('alert')).toHaveText('Search is resting');
  expect(asked.at(-1)?.get('page')).toBe('1');
  expect(asked.at(-1)?.get('q')).toBe('paged');

  // the cashier queue: 120 waiting deposits, 50 a page, reached by the last id of the page before
  const afters: (string | null)[] = [];
  // the answer for the page after id 50 waits until the test lets it go
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await admin.route('**/console/api/tenants/royal/cashier/deposits?*', async (route) => {
    const after = new URL(route.request().url()).searchParams.get('after');
    afters.push(after);
    if (after === '50') await held;
    const from = after === null ? 1 : Number(after) + 1;
    const items = Array.from({ length: Math.min(50, 121 - from) }, (_, i) => deposit(from + i));
    const last = items.at(-1)?.id ?? null;
    return route.fulfill({ json: ok({ currency: CURRENCY, items, total: 120, nextAfter: last !== null && last < 120 ? last : null }) });
  });
  await admin.route('**/console/api/tenants/royal/cashier/withdrawals?*', (route) =>
    route.fulfill({ json: ok({ currency: CURRENCY, items: [], total: 0, nextAfter: null }) }),
  );
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Cashier' }).click();
  const queuePages = admin.getByTestId('queue-pages');
  await expect(queuePages).toContainText('1–50 of 120');
  await expect(queuePages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(admin.getByTestId('request-50')).toBeVisible();
  await queuePages.getByRole('button', { name: 'Next' }).click();
  // while the next page is on its way the range stays with the rows shown, and the pager waits
  await expect.poll(() => afters.at(-1)).toBe('50');
  await expect(queuePages).toContainText('1–50 of 120');
  await expect(admin.getByTestId('request-50')).toBeVisible();
  await expect(queuePages.getByRole('button', { name: 'Next' })).toBeDisabled();
  release();
  // the range and the rows change together, with the answer
  await expect(admin.getByTestId('request-51')).toBeVisible();
  await expect(queuePages).toContainText('51–100 of 120');
  await expect(admin.getByTestId('request-50')).toHaveCount(0);
  expect(afters.filter((a) => a === '50')).toHaveLength(1);
  await queuePages.getByRole('button', { name: 'Next' }).click();
  await expect(queuePages).toContainText('101–120 of 120');
  await expect(admin.getByTestId('request-101')).toBeVisible();
  expect(afters.at(-1)).toBe('100');
  await expect(queuePages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(admin.getByTestId('queue-table').getByRole('row')).toHaveCount(21);
  await expectAxeClean(admin, 'the paged cashier queue');
  await queuePages.getByRole('button', { name: 'Previous' }).click();
  await expect(queuePages).toContainText('51–100 of 120');
  await expect(admin.getByTestId('request-51')).toBeVisible();
  await queuePages.getByRole('button', { name: 'Previous' }).click();
  await expect(queuePages).toContainText('1–50 of 120');
  await expect(admin.getByTestId('request-1')).toBeVisible();

  // another queue starts at its first page; an empty one says so, with no table and no pager
  await admin.getByTestId('queue-withdrawals').click();
  await expect(admin.getByTestId('queue-empty')).toHaveText('Nothing here.');
  await expect(admin.getByTestId('queue-table')).toHaveCount(0);
  await expect(queuePages).toHaveCount(0);
  await office.close();
});
