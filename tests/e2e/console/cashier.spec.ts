/**
 * The cashier's desk in a real browser: a bank-transfer deposit asked for on the player site shows
 * in the console's deposit queue with the member's context, a cashier approves it and the player's
 * balance shows it; the same deposit approved from two tabs at once (and double-clicked) is paid
 * once; a gateway payment confirmed after a cashier rejected its deposit is refused and listed for the
 * cashier, who marks it handled with a note. axe finds no serious or critical WCAG 2 A/AA violation on
 * the queue, the review and the late payments.
 *
 * A rejection closes the gateway's unpaid order, so the late payment is made as a real one happens: the
 * gateway takes the payment while its callback does not reach the site, and the callback it repeats
 * arrives after the rejection. That test runs on a server of its own with the one route that loses
 * the callback (support/late-payment-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { expect, type Ops, test } from '../support/fixtures';
import { withSuiteServer } from '../support/spawned-server';
import { DESKTOP, expectAxeClean, manualDeposit, signedInPlayer, signInNewStaff } from './cashier-support';

type LateServer = { port: number; token: string };

/** The late-payment test's own server (one per worker, started when the test first needs it). */
const lateTest = test.extend<object, { lateServer: LateServer }>({
  lateServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      await withSuiteServer(
        'cashier-late',
        'tests/e2e/console/support/late-payment-server.ts',
        { workerIndex: workerInfo.workerIndex, token: randomBytes(24).toString('hex') },
        use,
      );
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** The operator commands on that server (forwarded as the CLI forwards them: POST /ops/api/cli). */
function opsOn({ port, token }: LateServer): Ops {
  const run = async (...argv: string[]) => {
    const res = await fetch(`http://127.0.0.1:${port}/ops/api/cli`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ argv, files: [] }),
    });
    const body = (await res.json()) as { value?: { output: string }; message?: string };
    if (!res.ok || !body.value) throw new Error(`ops ${argv.join(' ')}: HTTP ${res.status} ${body.message ?? ''}`);
    return body.value.output;
  };
  return {
    run,
    flag: (tenantId, key, state) => run('flag', tenantId, key, state),
    maintenance: (tenantId, on) => run('maintenance', tenantId, on ? 'on' : 'off'),
    region: (tenantId, on) => run('region', tenantId, on ? 'on' : 'off'),
  };
}

test.describe('cashier', () => {
  // each test signs in a player and a staff member and walks both sites: longer than the default
  test.describe.configure({ timeout: 180_000 });

  test('a deposit made on the player site is approved in the console and shows in the balance', async ({
    browser,
    page,
    brandUrl,
    server,
    ops,
  }) => {
    const username = await signedInPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
    const id = await manualDeposit(page, brandUrl, '80');

    const desk = await browser.newContext(DESKTOP);
    const cashier = await desk.newPage();
    const consoleUrl = `http://127.0.0.1:${server.port}/console/`;
    await signInNewStaff(cashier, ops, consoleUrl, 'cashier');
    await cashier.getByTestId('brand-switcher').selectOption('royal');
    await cashier.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Cashier' }).click();
    const row = cashier.getByTestId(`request-${id}`);
    await expect(row).toContainText(username);
    await expect(row).toContainText('$80.00');
    await expectAxeClean(cashier, 'the deposit queue');

    await cashier.getByTestId(`review-${id}`).click();
    const review = cashier.getByTestId('review');
    await expect(review.getByTestId('member-context')).toContainText(`Member ${username}`);
    await expect(review.getByTestId('context-main')).toHaveText('$0.00');
    await review.getByTestId('decision-note').fill('seen on the bank statement');
    await expectAxeClean(cashier, 'the review');
    await review.getByTestId('approve').click();
    await expect(review.getByTestId('decision-outcome')).toHaveText('Approved: Credited.');
    await expect(review.getByTestId('context-main')).toHaveText('$80.00');

    await page.goto(brandUrl('royal', '/m/home'));
    await expect(page.getByTestId('header-balance-amount')).toHaveText('$80.00');
    await desk.close();
  });

  test('approved from two tabs at once and double-clicked, a deposit is paid once', async ({ browser, page, brandUrl, server, ops }) => {
    await signedInPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
    const id = await manualDeposit(page, brandUrl, '50');

    const desk = await browser.newContext(DESKTOP);
    const first = await desk.newPage();
    const consoleUrl = `http://127.0.0.1:${server.port}/console/`;
    await signInNewStaff(first, ops, consoleUrl, 'cashier');
    await first.getByTestId('brand-switcher').selectOption('royal');
    const second = await desk.newPage();
    for (const tab of [first, second]) {
      await tab.goto(`${consoleUrl}cashier`);
      await tab.getByTestId(`review-${id}`).click();
      await expect(tab.getByTestId('review').getByTestId('approve')).toBeEnabled();
    }
    await Promise.all([
      first.getByTestId('review').getByTestId('approve').dblclick(),
      second.getByTestId('review').getByTestId('approve').click(),
    ]);
    await expect(first.getByTestId('decision-outcome')).toHaveText(/Approved: Credited\.|Already decided/);
    await expect(second.getByTestId('decision-outcome')).toHaveText(/Approved: Credited\.|Already decided/);
    const outcomes = [
      await first.getByTestId('decision-outcome').textContent(),
      await second.getByTestId('decision-outcome').textContent(),
    ];
    expect(outcomes.filter((o) => o?.startsWith('Approved')).length).toBeLessThanOrEqual(1);

    const decided = await first.request.get(`${consoleUrl}api/tenants/royal/cashier/deposits?status=decided`);
    const item = ((await decided.json()).value.items as { id: number; memberId: number; status: string }[]).find(
      (i) => String(i.id) === id,
    );
    expect(item?.status).toBe('credited');
    const ledger = await first.request.get(`${consoleUrl}api/tenants/royal/players/${item?.memberId}/ledger`);
    const rows = (await ledger.json()).value.rows as { code: string; amount: number }[];
    expect(rows.filter((r) => r.code === 'DEPOSIT')).toEqual([expect.objectContaining({ amount: 5_000 })]);

    await page.goto(brandUrl('royal', '/m/home'));
    await expect(page.getByTestId('header-balance-amount')).toHaveText('$50.00');
    await desk.close();
  });

  lateTest(
    'a gateway payment confirmed after a cashier rejected its deposit is refused, listed for the cashier and marked handled with a note',
    async ({ browser, page, lateServer }) => {
      const { port, token } = lateServer;
      const brandUrl = (tenantId: string, path = '/m/home') => `http://${tenantId}.localhost:${port}${path}`;
      const ops = opsOn(lateServer);
      const username = await signedInPlayer(page, port, token, brandUrl);
      await page.goto(brandUrl('royal', '/m/voucherCenter'));
      await page.getByTestId('deposit-methods').selectOption({ label: 'Alipay' });
      await page.getByTestId('deposit-amount').fill('64');
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('gateway-amount')).toHaveText('$64.00 USD');
      const orderNo = (await page.getByTestId('gateway-order').textContent()) ?? '';

      // the gateway takes the payment, but its callback does not reach the site
      const lost = await fetch(`http://127.0.0.1:${port}/__e2e/gateway/callback-lost/${orderNo}`, { method: 'POST' });
      expect(await lost.json()).toEqual({ orderNo, status: 'paid' });

      // a cashier, seeing no payment, rejects the deposit
      const desk = await browser.newContext(DESKTOP);
      const cashier = await desk.newPage();
      const consoleUrl = `http://127.0.0.1:${port}/console/`;
      await signInNewStaff(cashier, ops, consoleUrl, 'cashier');
      await cashier.getByTestId('brand-switcher').selectOption('royal');
      await cashier.goto(`${consoleUrl}cashier`);
      const request = cashier.getByTestId('queue-table').locator('tr', { hasText: username });
      await expect(request).toContainText('$64.00');
      // a pending gateway deposit says when it ends by itself
      await expect(request).toContainText(/expires .+ unless paid/);
      await request.getByRole('button', { name: 'Review' }).click();
      await cashier.getByTestId('review').getByTestId('decision-note').fill('no payment seen');
      await cashier.getByTestId('review').getByTestId('reject').click();
      await expect(cashier.getByTestId('decision-outcome')).toHaveText('Rejected.');

      // the gateway's page shows the payment taken; its Back repeats the callback, which now arrives:
      // refused, nothing credited, and the site says the deposit was not credited
      await page.reload();
      await expect(page.getByTestId('gateway-paid')).toBeVisible();
      await page.getByTestId('gateway-pay').click();
      await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+/);
      await expect(page.getByTestId('deposit-result-status')).toHaveText('Rejected');
      await expect(page.getByTestId('deposit-result-rejected')).toContainText('no payment seen');

      // the cashier finds it under the late gateway payments, with how to credit, and marks it handled
      await cashier.reload();
      const section = cashier.getByTestId('late-payments');
      await expect(section.getByTestId('late-how')).toContainText('credit the player with a balance adjustment');
      const late = section.locator('tr', { hasText: username });
      await expect(late).toContainText('$64.00');
      await expect(late).toContainText('Rejected');
      await expectAxeClean(cashier, 'the late gateway payments');
      await late.getByRole('button', { name: 'Mark handled' }).click();
      await late.getByTestId('late-note').fill('payer refunded by the gateway');
      await late.getByTestId('late-handle-save').click();
      await expect(section.locator('tr', { hasText: username })).toHaveCount(0);

      const handled = await cashier.request.get(`${consoleUrl}api/tenants/royal/cashier/late-payments?status=handled`);
      const item = ((await handled.json()).value.items as { username: string; note: string; handledBy: string; amount: number }[]).find(
        (i) => i.username === username,
      );
      expect(item).toMatchObject({ note: 'payer refunded by the gateway', amount: 6_400 });
      await page.goto(brandUrl('royal', '/m/home'));
      await expect(page.getByTestId('header-balance-amount')).toHaveText('$0.00');
      await desk.close();
    },
  );
});
