/**
 * A cashier's rejection of a pending gateway deposit closes the gateway's order in the same
 * transaction, on every path that rejects (the console's cashier, the operator API, the CLI): the
 * gateway's page reads the order closed and its Pay takes nothing. A payment the gateway still
 * confirms for it (the order was paid before the rejection, its callback arrives after) is refused
 * and recorded as a late payment; a rejection that cannot be written leaves the order open.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInStaff } from '../console/test-support';
import { markPaid } from '../gateway/orders';
import { runCommand } from '../ops/run';
import { fileTestApp } from '../test/app';
import { opsContextOf } from '../test/helper';
import { whileAuditFails } from '../test/insert-fault';
import { getBalances } from './balances';
import { gatewayCallback } from './test/gateway-callback';
import { loggedInPlayer, type Player, walletCall } from './test/session';
import { verifyLedger } from './verify';

const TOKEN = 'deposit-rejection-operator-token';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });

let cashier: SignedIn;
beforeAll(async () => {
  cashier = await signInStaff(t.app, { role: 'cashier', brands: ['royal'] });
});

type Started = { deposit: { depositId: number; reference: string }; payUrl: string };
const start = async (p: Player, amount: number, tag: string): Promise<Started> =>
  (
    await walletCall(t.app, p, 'gatewayDeposit', { body: { amount, channel: 'ALIPAY', requestId: `rejection-${p.member.id}-${tag}` } })
  ).json().value;
const orderOf = (s: Started) => s.payUrl.split('/').pop() ?? '';
const orderStatus = async (s: Started) =>
  (await t.app.db.query<{ status: string }>('SELECT status FROM gateway_orders WHERE order_no = $1', [orderOf(s)]))[0]?.status;
const depositStatus = async (s: Started) =>
  (await t.app.db.query<{ status: string }>('SELECT status FROM deposits WHERE id = $1', [s.deposit.depositId]))[0]?.status;
const lateRows = (s: Started) =>
  t.app.db.query<{ deposit_status: string; order_no: string; status: string }>(
    'SELECT deposit_status, order_no, status FROM late_gateway_payments WHERE deposit_id = $1',
    [s.deposit.depositId],
  );
const main = async (p: Player) => (await getBalances(t.app.db, 'royal', p.member.id)).main;

const rejectBy: Record<string, (s: Started) => Promise<void>> = {
  "the console's cashier": async (s) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/console/api/tenants/royal/cashier/deposits/${s.deposit.depositId}/reject`,
      headers: cashier.headers,
      payload: { note: 'no payment seen' },
    });
    expect(res.json().value).toMatchObject({ changed: true, status: 'rejected' });
  },
  'the operator API': async (s) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/ops/api/tenants/royal/deposits/${s.deposit.depositId}/reject`,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ note: 'no payment seen' }),
    });
    expect(res.json().value).toMatchObject({ changed: true, deposit: { status: 'rejected' } });
  },
  'the CLI': async (s) => {
    const out = await runCommand(
      ['deposits', 'reject', 'royal', String(s.deposit.depositId), '--note', 'no payment seen'],
      opsContextOf(t.app),
    );
    expect(out).toContain('rejected');
  },
};

describe('a rejected gateway deposit closes its gateway order', () => {
  for (const [i, [path, reject]] of Object.entries(rejectBy).entries()) {
    it(`rejected by ${path}: the gateway's page reads closed and its Pay takes nothing`, async () => {
      const p = await loggedInPlayer(t.app);
      const s = await start(p, 7_000, `path${i}`);
      expect(await orderStatus(s)).toBe('created');
      await reject(s);
      expect(await orderStatus(s)).toBe('closed');

      const page = await t.app.inject({ method: 'GET', url: s.payUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="gateway-closed"');
      expect(page.body).not.toContain('data-testid="gateway-pay"');
      // Pay only returns to the closed page: no payment, no callback, nothing recorded
      const pay = await t.app.inject({ method: 'POST', url: s.payUrl });
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toBe(s.payUrl);
      expect(await orderStatus(s)).toBe('closed');
      const [order] = await t.app.db.query<{ paid_at: Date | null; callbacks: number }>(
        'SELECT paid_at, callbacks FROM gateway_orders WHERE order_no = $1',
        [orderOf(s)],
      );
      expect(order).toEqual({ paid_at: null, callbacks: 0 });
      expect(await depositStatus(s)).toBe('rejected');
      expect(await lateRows(s)).toEqual([]);
      expect(await main(p)).toBe(0);
    });
  }

  it('a rejection that cannot be written leaves the order open', async () => {
    const p = await loggedInPlayer(t.app);
    const s = await start(p, 3_000, 'fault');
    await whileAuditFails(t.app.db, { actions: ['cashier.deposit.reject'] }, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/console/api/tenants/royal/cashier/deposits/${s.deposit.depositId}/reject`,
        headers: cashier.headers,
        payload: { note: 'no payment seen' },
      });
      expect(res.statusCode).toBe(500);
    });
    expect(await depositStatus(s)).toBe('pending');
    expect(await orderStatus(s)).toBe('created');
  });

  it('an order paid before the rejection stays paid: its callback, arriving after, is refused and recorded as a late payment', async () => {
    const p = await loggedInPlayer(t.app);
    const s = await start(p, 5_000, 'raced');
    // the gateway took the payment; its callback has not reached the site yet
    const paid = await markPaid(t.app.db, orderOf(s), new Date());
    if (!paid?.paid_at) throw new Error('not paid');
    await rejectBy["the console's cashier"]?.(s);
    expect(await orderStatus(s)).toBe('paid');

    const res = await gatewayCallback(t.app, {
      orderNo: orderOf(s),
      merchantReference: s.deposit.reference,
      amount: 5_000,
      status: 'PAID',
      paidAt: new Date(paid.paid_at).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('wallet.request.decided');
    expect(await lateRows(s)).toEqual([{ deposit_status: 'rejected', order_no: orderOf(s), status: 'open' }]);
    expect(await depositStatus(s)).toBe('rejected');
    expect(await main(p)).toBe(0);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });
});
