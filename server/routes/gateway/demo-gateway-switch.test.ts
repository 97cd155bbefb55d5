/**
 * Issue 25 item 3: the demo payment gateway credits a deposit with nothing paid, so it is a
 * development service: in production (unless DEMO_GATEWAY=true) its page is not served, a gateway
 * deposit is refused with a 4xx envelope and writes nothing, and the manual deposit keeps working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayOrder } from '../../gateway/orders';
import { buildTestApp, type TestApp } from '../../test/helper';
import { getBalances } from '../../wallet/balances';
import { countRows } from '../../wallet/test/fixtures';
import { loggedInPlayer, type Player, walletCall } from '../../wallet/test/session';
import { GATEWAY_CALLBACK_PATH } from './index';

/** A pending gateway deposit and its order, as one made before the gateway was switched off. */
async function pendingGatewayOrder(t: TestApp, p: Player): Promise<string> {
  const reference = `GD${p.member.id.toString(16).toUpperCase().padStart(12, '0')}`;
  await t.app.db.query(
    `INSERT INTO deposits (tenant_id, member_id, method, channel, amount, reference, request_id, created_at)
     VALUES ('royal', $1, 'gateway', 'ALIPAY', 15000, $2, $3, now())`,
    [p.member.id, reference, `old-gateway-${p.member.id}`],
  );
  return createGatewayOrder(t.app.db, {
    tenantId: 'royal',
    merchantReference: reference,
    channel: 'ALIPAY',
    amount: 15_000,
    callbackPath: GATEWAY_CALLBACK_PATH,
    returnPath: '/m/voucherCenter',
    now: new Date(),
    expiresAt: null,
  });
}

describe('in production the demo gateway is off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('a player cannot pay an order on the demo page: nothing is served there, nothing is credited', async () => {
    const p = await loggedInPlayer(t.app);
    const orderNo = await pendingGatewayOrder(t, p);
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: `/demo-gateway/pay/${orderNo}`, headers: { host: 'royal.localhost' } });
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toMatchObject({ success: false, code: 'request.not.found' });
    }
    expect((await getBalances(t.app.db, 'royal', p.member.id)).main).toBe(0);
    const [order] = await t.app.db.query<{ status: string; callbacks: number }>(
      'SELECT status, callbacks FROM gateway_orders WHERE order_no = $1',
      [orderNo],
    );
    expect(order).toEqual({ status: 'created', callbacks: 0 });
  });

  it('a gateway deposit gets a 4xx envelope and writes nothing; the gateway is not offered', async () => {
    const p = await loggedInPlayer(t.app);
    const [deposits, orders] = [await countRows(t.app.db, 'deposits'), await countRows(t.app.db, 'gateway_orders')];
    const res = await walletCall(t.app, p, 'gatewayDeposit', {
      body: { amount: 15_000, channel: 'ALIPAY', requestId: `gateway-${p.member.id}-1` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'wallet.deposit.channel.unknown', value: null });
    expect(res.json().message).toMatch(/payment gateway are not available/);
    expect(await countRows(t.app.db, 'deposits')).toBe(deposits);
    expect(await countRows(t.app.db, 'gateway_orders')).toBe(orders);
    const banks = (await walletCall(t.app, p, 'depositBanks')).json().value;
    expect(banks.vendors.map((x: { vendorCode: string }) => x.vendorCode)).toEqual(['MANUAL']);
  });

  it('the manual deposit keeps working', async () => {
    const p = await loggedInPlayer(t.app);
    const res = await walletCall(t.app, p, 'manualDeposit', {
      body: { amount: 20_000, bankCode: 'ABA', payerName: 'Alice Tan', requestId: `manual-${p.member.id}-1` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ method: 'manual', status: 'pending', amount: 20_000 });
  });
});

describe('DEMO_GATEWAY=true turns it on in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'production', DEMO_GATEWAY: 'true' });
  });
  afterAll(() => t.close());

  it('serves the page and takes gateway deposits', async () => {
    const p = await loggedInPlayer(t.app);
    const start = await walletCall(t.app, p, 'gatewayDeposit', {
      body: { amount: 15_000, channel: 'ALIPAY', requestId: `gateway-${p.member.id}-1` },
    });
    expect(start.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: start.json().value.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
