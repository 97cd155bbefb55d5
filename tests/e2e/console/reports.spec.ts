/**
 * Reports in the console, in a real browser: a cashier opens the brand's report (the last 7 days,
 * UTC), the day table shows today's adjustment, and the CSV downloaded from the page holds the
 * table's figures line for line (amounts as exact decimals, no symbol or grouping); axe clean.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { DESKTOP, expectAxeClean, signInNewStaff } from './cashier-support';

test('the CSV download holds the figures of the table', async ({ page, server, ops }) => {
  test.setTimeout(180_000);
  const username = `r${Date.now().toString(36).slice(-8)}`;
  const headers = { authorization: `Bearer ${server.env.OPERATOR_TOKEN}`, 'content-type': 'application/json' };
  const base = `http://127.0.0.1:${server.port}/ops/api/tenants/royal/members`;
  expect((await fetch(base, { method: 'POST', headers, body: JSON.stringify({ username, password: 'secret123' }) })).status).toBe(200);
  expect(
    (await fetch(`${base}/${username}/adjust`, { method: 'POST', headers, body: JSON.stringify({ amount: 4_321, reason: 'report e2e' }) }))
      .status,
  ).toBe(200);

  await page.setViewportSize(DESKTOP.viewport);
  const consoleUrl = `http://127.0.0.1:${server.port}/console/`;
  await signInNewStaff(page, ops, consoleUrl, 'cashier');
  await page.getByTestId('brand-switcher').selectOption('royal');
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByTestId('report-zone')).toHaveText('Days are calendar days in UTC. Amounts in USD.');
  const table = page.getByTestId('report-days');
  await expect(table.locator('tbody tr')).toHaveCount(7);
  await expect(table.locator('tbody tr').last().locator('td').nth(8)).not.toHaveText('$0.00');
  await expectAxeClean(page, 'the reports page');

  const plain = (cell: string) => cell.replace(/[$,\s]/g, '');
  const nav = page.getByRole('navigation', { name: 'Areas' });
  // Other tests play on royal at the same time, so today's figures can move between reading the
  // table and downloading the CSV: the two must agree for one quiet moment (the table read again).
  await expect(async () => {
    await nav.getByRole('link', { name: 'Players' }).click();
    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(7);
    const rows = await table
      .locator('tbody tr, tfoot tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((c) => c.textContent ?? '')));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-days').click()]);
    expect(download.suggestedFilename()).toMatch(/^royal-days-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(csv[0]?.[0]).toBe('day');
    expect(csv.slice(1)).toEqual(rows.map((r, i) => r.map((cell, c) => (c === 0 && i === rows.length - 1 ? 'total' : plain(cell)))));
  }).toPass({ timeout: 60_000 });
});
