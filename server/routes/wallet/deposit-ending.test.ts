import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../../accounts/housekeeping';
import { queue } from '../../console/cashier/queues';
import { rgCall, rgPlayer } from '../../rg/test/session';
import { runCommand } from '../../ops/run';
import { clockFrom } from '../../test/clock';
import { opsContextOf } from '../../test/helper';
import { fileTestApp } from '../../test/app';
import { getBalances } from '../../wallet/balances';
import { expireOverdueDeposits } from '../../wallet/deposit-expiry';
import { gatewayCallback } from '../../wallet/test/gateway-callback';
import { walletCall } from '../../wallet/test/session';
import { verifyLedger } from '../../wallet/verify';

// the default expiry: 30 minutes
const t = fileTestApp();
const T0 = new Date();
const at = clockFrom(T0);
type Who = Awaited<ReturnType<typeof rgPlayer>>;

const royal = () => {
  const tenant = t.app.tenants.get('royal');
  if (!tenant) throw new Error('no royal');
  return tenant;
};
const main = async (p: Who) => (await getBalances(t.app.db, p.brand, p.member.id)).main;
const startDeposit = async (p: Who, amount: number, tag: string) => {
  const res = await walletCall(t.app, p, 'gatewayDeposit', {
    body: { amount, channel: 'ALIPAY', requestId: `ending-${p.member.id}-${tag}` },
  });
  return res.json() as { code: string; value: { deposit: { depositId: number; reference: string; status: string }; payUrl: string } };
};
const statusOf = async (p: Who, depositId: number) =>
  (await walletCall(t.app, p, 'depositReport', { query: { depositId: String(depositId) } })).json().value.list[0];
const storedStatus = async (depositId: number) =>
  (await t.app.db.query<{ status: string }>('SELECT status FROM deposits WHERE id = $1', [depositId]))[0]?.status;
const callback = (body: Record<string, unknown>) => gatewayCallback(t.app, body);
const orderOf = (payUrl: string) => payUrl.split('/').pop() ?? '';

describe('a gateway deposit not confirmed in time expires', () => {
  it('pending until its expiry, then expired in the history, out of the cashier queue, its gateway order closed', async () => {
    const p = await rgPlayer(t.app, at(0));
    const start = (await startDeposit(p, 12_000, 'a')).value;
    at(29);
    expect((await statusOf(p, start.deposit.depositId)).status).toBe('pending');
    const pendingQueue = await queue(t.app.db, royal(), 'deposits', 'pending', at(29), { limit: 500 });
    expect(pendingQueue.items.map((i) => i.id)).toContain(start.deposit.depositId);

    at(30);
    const ended = await statusOf(p, start.deposit.depositId);
    expect(ended).toMatchObject({ status: 'expired', decidedAt: at(30).toISOString() });
    const after = await queue(t.app.db, royal(), 'deposits', 'pending', at(30), { limit: 500 });
    expect(after.items.map((i) => i.id)).not.toContain(start.deposit.depositId);
    expect(await runCommand(['deposits', 'list', 'royal', 'expired'], opsContextOf(t.app))).toContain(
      `#${start.deposit.depositId} expired`,
    );

    // the gateway takes no payment for it: its page says the order is closed
    const page = await t.app.inject({ method: 'GET', url: start.payUrl });
    expect(page.body).toContain('data-testid="gateway-closed"');
    expect(page.body).not.toContain('data-testid="gateway-pay"');
    const pay = await t.app.inject({ method: 'POST', url: start.payUrl });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(start.payUrl);
    expect(await main(p)).toBe(0);
  });

  it('the housekeeping sweep ends overdue deposits for good, and leaves credited and manual ones', async () => {
    const p = await rgPlayer(t.app, at(0));
    const lost = (await startDeposit(p, 3_000, 'b')).value;
    const paid = (await startDeposit(p, 4_000, 'c')).value;
    at(5);
    expect((await t.app.inject({ method: 'POST', url: paid.payUrl })).statusCode).toBe(303);
    const manual = (
      await walletCall(t.app, p, 'manualDeposit', {
        body: { amount: 5_000, bankCode: 'ABA', payerName: 'Al Tan', requestId: `ending-${p.member.id}-m` },
      })
    ).json().value;
    const swept = await purgeExpired(t.app.db, at(31));
    expect(swept.deposits_expired).toBeGreaterThanOrEqual(1);
    expect(await storedStatus(lost.deposit.depositId)).toBe('expired');
    expect(await storedStatus(paid.deposit.depositId)).toBe('credited');
    expect(await storedStatus(manual.depositId)).toBe('pending');
    expect(await main(p)).toBe(4_000);
  });
});

describe("the gateway's Cancel", () => {
  it('ends the deposit at once as cancelled (signed callback), once; the order then takes no payment', async () => {
    const p = await rgPlayer(t.app, at(0));
    const start = (await startDeposit(p, 8_000, 'd')).value;
    at(2);
    const cancel = await t.app.inject({ method: 'POST', url: `/demo-gateway/cancel/${orderOf(start.payUrl)}` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/m/voucherCenter?deposit=${start.deposit.depositId}`);
    expect(await statusOf(p, start.deposit.depositId)).toMatchObject({ status: 'cancelled', decidedAt: at(2).toISOString() });
    const [row] = await t.app.db.query<{ decided_by: string }>('SELECT decided_by FROM deposits WHERE id = $1', [start.deposit.depositId]);
    expect(row?.decided_by).toBe(`gateway:${orderOf(start.payUrl)}`);
    const [order] = await t.app.db.query<{ status: string; callbacks: number }>(
      'SELECT status, callbacks FROM gateway_orders WHERE order_no = $1',
      [orderOf(start.payUrl)],
    );
    expect(order).toEqual({ status: 'closed', callbacks: 1 });

    // Cancel again, the gateway repeating its callback, then Pay: nothing changes, nothing is credited
    expect((await t.app.inject({ method: 'POST', url: `/demo-gateway/cancel/${orderOf(start.payUrl)}` })).statusCode).toBe(303);
    const repeated = await callback({
      orderNo: orderOf(start.payUrl),
      merchantReference: start.deposit.reference,
      amount: 8_000,
      status: 'CANCELLED',
      cancelledAt: at(3).toISOString(),
    });
    expect(repeated.json().value).toEqual({ depositId: start.deposit.depositId, credited: false, status: 'cancelled' });
    await t.app.inject({ method: 'POST', url: start.payUrl });
    expect(await main(p)).toBe(0);
    expect(await storedStatus(start.deposit.depositId)).toBe('cancelled');
  });

  it('a cancel callback for a credited deposit is refused and changes nothing', async () => {
    const p = await rgPlayer(t.app, at(0));
    const start = (await startDeposit(p, 6_000, 'e')).value;
    await t.app.inject({ method: 'POST', url: start.payUrl });
    const res = await callback({
      orderNo: orderOf(start.payUrl),
      merchantReference: start.deposit.reference,
      amount: 6_000,
      status: 'CANCELLED',
      cancelledAt: at(1).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('wallet.request.decided');
    expect(await storedStatus(start.deposit.depositId)).toBe('credited');
    expect(await main(p)).toBe(6_000);
  });
});

describe('a payment confirmed after its deposit ended', () => {
  it('is refused and credits nothing, also before any sweep or read ended the deposit', async () => {
    const p = await rgPlayer(t.app, at(0));
    const start = (await startDeposit(p, 9_000, 'f')).value;
    at(45);
    const late = {
      orderNo: orderOf(start.payUrl),
      merchantReference: start.deposit.reference,
      amount: 9_000,
      status: 'PAID',
      paidAt: at(44).toISOString(),
    };
    for (let i = 0; i < 2; i++) {
      const res = await callback(late);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('wallet.request.decided');
    }
    expect(await storedStatus(start.deposit.depositId)).toBe('expired');
    expect(await main(p)).toBe(0);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });

  it('a payment confirmed in time credits once, and no later sweep ends it', async () => {
    const p = await rgPlayer(t.app, at(0));
    const start = (await startDeposit(p, 7_000, 'g')).value;
    at(29);
    const paid = {
      orderNo: orderOf(start.payUrl),
      merchantReference: start.deposit.reference,
      amount: 7_000,
      status: 'PAID',
      paidAt: at(29).toISOString(),
    };
    expect((await callback(paid)).json().value).toMatchObject({ credited: true, status: 'credited' });
    at(60);
    expect((await callback(paid)).json().value).toMatchObject({ credited: false, status: 'credited' });
    await purgeExpired(t.app.db, at(60));
    expect(await storedStatus(start.deposit.depositId)).toBe('credited');
    expect(await main(p)).toBe(7_000);
  });
});

describe('expiry racing a confirmation', () => {
  it('a sweep and copies of the callback at the same time: the deposit ends one way, money and status agree', async () => {
    const p = await rgPlayer(t.app, at(0));
    const start = (await startDeposit(p, 5_500, 'r')).value;
    at(29);
    const paid = {
      orderNo: orderOf(start.payUrl),
      merchantReference: start.deposit.reference,
      amount: 5_500,
      status: 'PAID',
      paidAt: at(29).toISOString(),
    };
    const [swept, ...answers] = await Promise.all([
      expireOverdueDeposits(t.app.db, new Date(T0.getTime() + 31 * 60_000), { memberId: p.member.id }),
      ...Array.from({ length: 8 }, () => callback(paid)),
    ]);
    const credited = answers.filter((r) => r.json().value?.credited === true).length;
    const status = await storedStatus(start.deposit.depositId);
    expect(credited).toBe(status === 'credited' ? 1 : 0);
    expect(await main(p)).toBe(status === 'credited' ? 5_500 : 0);
    // the callbacks run at minute 29, so only the sweep can have ended it
    expect(['credited', 'expired']).toContain(status);
    expect(swept).toBe(status === 'expired' ? 1 : 0);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });
});

describe('the deposit limit counts only deposits still open or credited', () => {
  const allowance = async (p: Who) => (await rgCall(t.app, p, 'depositAllowance')).json().value;

  it('an abandoned deposit holds the allowance until it expires, a cancelled one frees it at once', async () => {
    const p = await rgPlayer(t.app, at(0));
    expect((await rgCall(t.app, p, 'setLimit', { body: { kind: 'deposit', period: 'day', amount: 10_000 } })).statusCode).toBe(200);
    const first = (await startDeposit(p, 10_000, 'h')).value;
    expect(await allowance(p)).toMatchObject({ left: 0 });
    expect((await startDeposit(p, 1_000, 'i')).code).toBe('rg.deposit.limit');

    // past the expiry the allowance is back, even before anything ended the row
    at(30);
    expect(await storedStatus(first.deposit.depositId)).toBe('pending');
    expect(await allowance(p)).toMatchObject({ left: 10_000 });
    const second = await startDeposit(p, 10_000, 'j');
    expect(second.code).toBe('ok');
    expect((await startDeposit(p, 1_000, 'k')).code).toBe('rg.deposit.limit');

    await t.app.inject({ method: 'POST', url: `/demo-gateway/cancel/${orderOf(second.value.payUrl)}` });
    expect(await allowance(p)).toMatchObject({ left: 10_000 });
    const third = (await startDeposit(p, 10_000, 'l')).value;
    await t.app.inject({ method: 'POST', url: third.payUrl });
    expect(await statusOf(p, third.deposit.depositId)).toMatchObject({ status: 'credited' });
    // a credited deposit still counts
    expect(await allowance(p)).toMatchObject({ left: 0 });
    expect(await main(p)).toBe(10_000);
  });
});
