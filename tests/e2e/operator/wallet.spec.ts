/**
 * Money end to end on royal (USD, dep_func 0): a gateway deposit paid on the demo gateway updates
 * the balance; back from the gateway, a check that fails says so and Retry shows the result; the
 * gateway's Cancel ends a deposit at once (cancelled, nothing credited, the order closed); a
 * pending gateway deposit says until when to pay (a manual transfer does not); a
 * manual deposit approved with the operator CLI appears; the balance mask survives a reload; the
 * withdrawal password and a bank card are set in the security centre; a wrong
 * withdrawal password is refused; an approved and a rejected withdrawal show their states; the
 * account record shows the postings. Runs in the operator project (it changes server state).
 */
import type { Page } from '@playwright/test';
import { localeOf } from '../../../src/contracts/languages';
import { animationsSettled, axeViolations, violationLines } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** axe's serious and critical findings once the page's requests, skeletons and animations are done. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await animationsSettled(page);
  return violationLines(await axeViolations(page));
}

/**
 * What "Pay by" may say for a gateway deposit asked for between `from` and `to` (ms): 30 minutes
 * later, to the minute, as the format module writes a day and time, formatted by the browser itself.
 */
function payByCandidates(page: Page, from: number, to: number, lang: 'en' | 'zh'): Promise<string[]> {
  return page.evaluate(
    ([start, end, locale]) => {
      const f = new Intl.DateTimeFormat(locale, {
        numberingSystem: 'latn',
        calendar: 'gregory',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
      const out = new Set<string>();
      for (let t = start; t <= end + 60_000; t += 30_000) out.add(f.format(new Date(Math.min(t, end) + 30 * 60_000)));
      return [...out];
    },
    [from, to, localeOf(lang)] as const,
  );
}

async function newPlayer(
  page: Page,
  port: number,
  token: string | undefined,
  brandUrl: (t: string, p?: string) => string,
): Promise<string> {
  const username = `w${Date.now().toString(36).slice(-7)}`;
  const made = await fetch(`http://127.0.0.1:${port}/ops/api/tenants/royal/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret123' }),
  });
  expect(made.status, await made.clone().text()).toBe(200);
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill('secret123');
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$0.00');
  return username;
}

test('gateway deposit end to end updates the balance; the mask toggles and survives a reload', async ({ page, brandUrl, server }) => {
  await newPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
  // the header with the balance widget (amount + refresh) still fits a 320 px phone
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByTestId('header-balance-refresh')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('deposit-form-base')).toBeVisible();
  await page.getByTestId('deposit-methods').selectOption({ label: 'Alipay' });
  await page.getByTestId('deposit-amount').fill('150.25');
  await page.getByTestId('deposit-submit').click();

  await expect(page.getByTestId('gateway-amount')).toHaveText('$150.25 USD');
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+/);
  await expect(page.getByTestId('deposit-result-status')).toHaveText('Credited');

  await page.goto(brandUrl('royal', '/m/home'));
  const amount = page.getByTestId('header-balance-amount');
  await expect(amount).toHaveText('$150.25');
  await amount.click();
  await expect(amount).toHaveText('$ ****');
  await page.reload();
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$ ****');
  await page.getByTestId('header-balance-amount').click();
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$150.25');
});

test('back from the gateway, a check that cannot reach the server says so with Retry; Retry shows the payment credited', async ({
  page,
  brandUrl,
  server,
}) => {
  await newPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
  await page.getByTestId('header-deposit').click();
  await page.getByTestId('deposit-methods').selectOption({ label: 'Alipay' });
  await page.getByTestId('deposit-amount').fill('20');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('gateway-amount')).toHaveText('$20.00 USD');

  // the deposit's checks fail as without a network; the rest of the page loads
  const checks = (url: URL) => url.pathname.endsWith('/wps/deposit/report') && url.searchParams.has('depositId');
  await page.route(checks, (route) => route.abort('internetdisconnected'));
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+/);
  const error = page.getByTestId('deposit-result-error');
  await expect(error).toContainText('The payment result could not be checked');
  await expect(error).toContainText('No internet connection or the connection is slow. Please try again.');
  await expect(page.getByTestId('deposit-history')).toBeVisible();

  await page.unroute(checks);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('deposit-result-status')).toHaveText('Credited');
  await expect(page.getByTestId('deposit-result-error')).toHaveCount(0);
  await page.goto(brandUrl('royal', '/m/home'));
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$20.00');
});

test("the gateway's Cancel ends the deposit at once: back on the site it shows cancelled, nothing credited, and the order takes no payment", async ({
  page,
  brandUrl,
  server,
}) => {
  await newPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
  await page.getByTestId('header-deposit').click();
  await page.getByTestId('deposit-methods').selectOption({ label: 'Alipay' });
  await page.getByTestId('deposit-amount').fill('35');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('gateway-amount')).toHaveText('$35.00 USD');
  const payUrl = page.url();

  await page.getByTestId('gateway-cancel').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+/);
  const depositId = new URL(page.url()).searchParams.get('deposit');
  await expect(page.getByTestId('deposit-result-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('deposit-result-ended')).toHaveText(
    'You cancelled this payment, so nothing was credited. You can make a new deposit.',
  );
  await expect(page.getByTestId(`deposit-status-${depositId}`)).toHaveText('Cancelled');

  // the gateway's page of that order now says it is closed: no Pay button
  await page.goto(payUrl);
  await expect(page.getByTestId('gateway-closed')).toBeVisible();
  await expect(page.getByTestId('gateway-pay')).toHaveCount(0);
  await page.getByTestId('gateway-back').click();
  await expect(page.getByTestId('deposit-result-status')).toHaveText('Cancelled');
  await page.goto(brandUrl('royal', '/m/home'));
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$0.00');
});

test("a pending gateway deposit says until when to pay, in the history and back from the gateway, in the player's language; a manual transfer says nothing of it", async ({
  page,
  brandUrl,
  server,
}) => {
  await newPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
  await page.goto(brandUrl('royal', '/m/voucherCenter'));
  await page.getByTestId('deposit-methods').selectOption({ label: 'Bank transfer' });
  await page.getByTestId('deposit-amount').fill('12');
  await page.getByTestId('deposit-payer').fill('Alice Tan');
  await page.getByTestId('deposit-submit').click();
  const manual = page.getByTestId('deposit-history').locator('li').first();
  await expect(manual.getByText('Pending')).toBeVisible();
  const manualId = (await manual.getAttribute('data-testid'))?.replace('deposit-row-', '') ?? '';

  await page.getByTestId('deposit-methods').selectOption({ label: 'Alipay' });
  await page.getByTestId('deposit-amount').fill('25');
  const askedAt = Date.now();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('gateway-amount')).toHaveText('$25.00 USD');
  // the player leaves the gateway without paying and comes back to the deposit page
  await page.goto(brandUrl('royal', '/m/voucherCenter'));
  const gateway = page.getByTestId('deposit-history').locator('li').first();
  const id = (await gateway.getAttribute('data-testid'))?.replace('deposit-row-', '') ?? '';
  expect(id).not.toBe(manualId);
  // the default expiry is 30 minutes after the deposit was asked for, shown in the player's format (to the minute)
  await expect(page.getByTestId(`deposit-pay-by-${id}`)).toHaveText(/^ · Pay by .+/);
  const shown = (await page.getByTestId(`deposit-pay-by-${id}`).textContent()) ?? '';
  const byTime = shown.replace(/^ · Pay by /, '');
  expect(await payByCandidates(page, askedAt, Date.now(), 'en')).toContain(byTime);
  await expect(page.getByTestId(`deposit-pay-by-${manualId}`)).toHaveCount(0);

  await page.goto(brandUrl('royal', `/m/voucherCenter?deposit=${id}`));
  await expect(page.getByTestId('deposit-result-status')).toHaveText('Pending');
  await expect(page.getByTestId('deposit-result-pay-by')).toHaveText(`Pay by ${byTime}`);

  // in Chinese, the Chinese words and time format
  await page.goto(brandUrl('royal', `/m/voucherCenter?deposit=${id}&lang=zh`));
  const zh = page.getByTestId('deposit-result-pay-by');
  await expect(zh).toHaveText(/^请在 .+ 前支付$/);
  const zhTime = ((await zh.textContent()) ?? '').replace(/^请在 (.+) 前支付$/, '$1');
  expect(await payByCandidates(page, askedAt, Date.now(), 'zh')).toContain(zhTime);
  expect(zhTime).not.toBe(byTime);
});

test('a manual deposit approved through the operator CLI appears with its state and in the balance', async ({
  page,
  brandUrl,
  server,
  ops,
}) => {
  await newPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
  await page.goto(brandUrl('royal', '/m/voucherCenter'));
  await page.getByTestId('deposit-methods').selectOption({ label: 'Bank transfer' });
  await expect(page.getByTestId('deposit-receiving')).toContainText('ABA Bank');
  await page.getByTestId('deposit-amount').fill('80');
  await page.getByTestId('deposit-payer').fill('Alice Tan');
  await page.getByTestId('deposit-submit').click();
  const row = page.getByTestId('deposit-history').locator('li').first();
  await expect(row).toContainText('$80.00');
  await expect(row.getByText('Pending')).toBeVisible();
  const id = (await row.getAttribute('data-testid'))?.replace('deposit-row-', '') ?? '';

  expect(await ops.run('deposits', 'approve', 'royal', id)).toContain('credited');
  await page.reload();
  await expect(page.getByTestId(`deposit-status-${id}`)).toHaveText('Credited');
  await page.goto(brandUrl('royal', '/m/home'));
  await expect(page.getByTestId('header-balance-amount')).toHaveText('$80.00');
});

test('withdrawals: wrong withdrawal password refused; one approved and one rejected show their states; the records show the postings', async ({
  page,
  brandUrl,
  server,
  ops,
}) => {
  const username = await newPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
  await ops.run('balance', 'adjust', 'royal', username, '500', '--reason', 'e2e funding');

  // the withdraw page sends the player to the security centre first
  await page.goto(brandUrl('royal', '/m/withdraw'));
  await page.getByTestId('withdraw-setup-link').click();
  await page.getByTestId('security-open-fund').click();
  await page.getByTestId('fund-new').fill('246810');
  await page.getByTestId('fund-login').fill('secret123');
  await page.getByTestId('fund-submit').click();
  await expect(page.getByTestId('fund-password-change')).toBeVisible();
  await page.goto(brandUrl('royal', '/m/securityCenter?s=cards'));
  await page.getByTestId('bank-card-bank').selectOption('ABA');
  await page.getByTestId('bank-card-name').fill('Alice Tan');
  await page.getByTestId('bank-card-number').fill('0001 2345 6789');
  await page.getByTestId('bank-card-pin').fill('246810');
  await page.getByTestId('bank-card-submit').click();
  await expect(page.getByTestId('bank-cards')).toContainText('**** 6789');

  await page.goto(brandUrl('royal', '/m/withdraw'));
  await expect(page.getByTestId('withdraw-available')).toHaveText('$500.00');
  await page.getByTestId('withdraw-amount').fill('120');
  await page.getByTestId('withdraw-password').fill('111111');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText('Wrong withdrawal password')).toBeVisible();
  await expect(page.getByTestId('withdraw-amount'), 'the amount is kept after a failed submit').toHaveValue('120');
  await expect(page.getByTestId('withdraw-history')).toContainText('No data');

  for (const [amount, pin] of [
    ['120', '246810'],
    ['30', '246810'],
  ]) {
    await page.getByTestId('withdraw-amount').fill(amount ?? '');
    await page.getByTestId('withdraw-password').fill(pin ?? '');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-history')).toContainText(`$${amount}.00`);
  }
  await expect(page.getByTestId('withdraw-locked')).toHaveText('$150.00');
  const pending = await ops.run('withdrawals', 'list', 'royal');
  const ids = [...pending.matchAll(new RegExp(`#(\\d+) pending\\s+${username}`, 'g'))].map((m) => m[1] ?? '');
  expect(ids).toHaveLength(2);
  const [thirty, hundredTwenty] = ids;
  expect(await ops.run('withdrawals', 'approve', 'royal', hundredTwenty ?? '')).toContain('paid');
  expect(await ops.run('withdrawals', 'reject', 'royal', thirty ?? '', '--note', 'name mismatch')).toContain('rejected');

  await page.reload();
  await expect(page.getByTestId(`withdraw-status-${hundredTwenty}`)).toHaveText('Paid');
  await expect(page.getByTestId(`withdraw-status-${thirty}`)).toHaveText('Rejected');
  await expect(page.getByTestId('withdraw-history')).toContainText('name mismatch');
  await expect(page.getByTestId('withdraw-available')).toHaveText('$380.00');
  await expect(page.getByTestId('withdraw-locked')).toHaveText('$0.00');

  await page.goto(brandUrl('royal', '/m/transaction/record'));
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toContainText('Withdrawal returned');
  // the balance after each posting is the main wallet's, also where held funds moved
  await expect(rows.first().getByTestId('transaction-balance')).toHaveText('Balance $380.00');
  await expect(rows.last()).toContainText('Adjustment');
  await expect(rows.last()).toContainText('+$500.00');
  await page.getByTestId('tx-code-filter').selectOption({ label: 'Withdrawal paid' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('-$120.00');
  await expect(rows.first().getByTestId('transaction-balance')).toHaveText('Balance $350.00');
  await expect(rows.first().getByTestId('transaction-wallet')).toHaveText('Held for withdrawal $30.00');
  expect(await ops.run('ledger', 'verify', 'royal')).toContain('OK');
});

test('the wallet screens pass axe (wcag2a, wcag2aa) for a logged-in player', async ({ page, brandUrl, server }) => {
  await newPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
  for (const [path, ready] of [
    ['/m/voucherCenter', 'deposit-form-base'],
    ['/m/withdraw', 'withdraw-summary'],
    ['/m/gameRecord', 'game-record-page'],
    ['/m/transaction/record', 'transaction-record-page'],
    ['/m/securityCenter', 'security-menu'],
    ['/m/securityCenter?s=cards', 'bank-card-form'],
  ] as const) {
    await page.goto(brandUrl('royal', path));
    await expect(page.getByTestId(ready)).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
