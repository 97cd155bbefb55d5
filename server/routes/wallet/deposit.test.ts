import { describe, expect, it } from 'vitest';
import { runCommand } from '../../ops/run';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { getBalances } from '../../wallet/balances';
import { gatewayKey, hmacHex } from '../../wallet/secrets';
import { countRows } from '../../wallet/test/fixtures';
import { loggedInPlayer, type Player, walletCall } from '../../wallet/test/session';
import { verifyLedger } from '../../wallet/verify';

const t = fileTestApp();
const ops = (...argv: string[]) => runCommand(argv, opsContextOf(t.app));
const main = async (p: Player) => (await getBalances(t.app.db, p.brand, p.member.id)).main;

describe('deposit: banks, promotions, manual transfer', () => {
  it('lists the vendors with their banks and channels, and the limits in minor units', async () => {
    const p = await loggedInPlayer(t.app);
    const v = (await walletCall(t.app, p, 'depositBanks')).json().value;
    expect(v).toMatchObject({ minAmount: 1_000, maxAmount: 10_000_000, currency: { code: 'USD' } });
    expect(v.vendors.map((x: { vendorCode: string; channels: string[] }) => [x.vendorCode, x.channels])).toEqual([
      ['MANUAL', ['BANK']],
      ['DEMOPAY', ['BANK', 'ALIPAY', 'QQ', 'WECHAT']],
    ]);
    expect(v.vendors[0].banks[0]).toHaveProperty('accountNo');
    const only = (await walletCall(t.app, p, 'depositBanks', { query: { vendorCode: 'DEMOPAY' } })).json().value;
    expect(only.vendors).toHaveLength(1);
  });

  it('a manual deposit waits for an operator; approved it credits once with the accepted promotion bonus', async () => {
    const p = await loggedInPlayer(t.app);
    const promos = (await walletCall(t.app, p, 'depositPromos')).json().value;
    expect(promos.accepted).toBeNull();
    expect((await walletCall(t.app, p, 'acceptPromo', { body: { promoId: 'RELOAD20' } })).json().value).toEqual({ accepted: 'RELOAD20' });
    expect((await walletCall(t.app, p, 'acceptPromo', { body: { promoId: 'NOPE' } })).json().code).toBe('wallet.promo.not.found');
    const body = { amount: 20_000, bankCode: 'ABA', payerName: 'Alice Tan', requestId: `manual-${p.member.id}-1` };
    const d = (await walletCall(t.app, p, 'manualDeposit', { body })).json().value;
    expect(d).toMatchObject({ method: 'manual', status: 'pending', amount: 20_000, bonus: 0 });
    expect((await walletCall(t.app, p, 'manualDeposit', { body })).json().value.depositId).toBe(d.depositId);
    expect(await main(p)).toBe(0);
    expect(await ops('deposits', 'list', 'royal')).toContain(`#${d.depositId} pending`);
    expect(await ops('deposits', 'approve', 'royal', String(d.depositId))).toBe(
      `Deposit #${d.depositId} of $200.00 USD: credited (bonus $40.00 USD).`,
    );
    expect(await ops('deposits', 'approve', 'royal', String(d.depositId))).toMatch(/already credited, nothing changed/);
    await expect(ops('deposits', 'reject', 'royal', String(d.depositId))).rejects.toThrow(/already decided/);
    expect(await main(p)).toBe(24_000);
    const report = (await walletCall(t.app, p, 'depositReport', { query: { depositId: String(d.depositId) } })).json().value;
    expect(report.list[0]).toMatchObject({ status: 'credited', bonus: 4_000 });
    expect((await walletCall(t.app, p, 'depositPromos')).json().value.accepted).toBeNull();
  });

  it('a rejected manual deposit credits nothing and shows the note', async () => {
    const p = await loggedInPlayer(t.app);
    const d = (
      await walletCall(t.app, p, 'manualDeposit', {
        body: { amount: 5_000, bankCode: 'ACLEDA', payerName: 'Bob', requestId: `manual-${p.member.id}-2` },
      })
    ).json().value;
    expect(await ops('deposits', 'reject', 'royal', String(d.depositId), '--note', 'no such transfer')).toMatch(/rejected/);
    const report = (await walletCall(t.app, p, 'depositReport')).json().value;
    expect(report.list[0]).toMatchObject({ status: 'rejected', note: 'no such transfer' });
    expect(await main(p)).toBe(0);
  });

  it('refuses amounts out of range, unknown banks, bad input and trial accounts, writing nothing', async () => {
    const p = await loggedInPlayer(t.app);
    const before = await countRows(t.app.db, 'deposits');
    const cases: [unknown, string][] = [
      [{ amount: 999, bankCode: 'ABA', payerName: 'Al', requestId: 'req-range-1' }, 'wallet.amount.out.of.range'],
      [{ amount: 10_000_001, bankCode: 'ABA', payerName: 'Al', requestId: 'req-range-2' }, 'wallet.amount.out.of.range'],
      [{ amount: 5_000, bankCode: 'ZZZ', payerName: 'Al', requestId: 'req-bank-01' }, 'wallet.deposit.bank.unknown'],
      [{ amount: 5_000, bankCode: 'ABA', payerName: '', requestId: 'req-name-01' }, 'request.invalid'],
    ];
    for (const [body, code] of cases) expect((await walletCall(t.app, p, 'manualDeposit', { body })).json().code).toBe(code);
    await t.app.db.query('UPDATE members SET trial = true WHERE id = $1', [p.member.id]);
    expect(
      (
        await walletCall(t.app, p, 'manualDeposit', { body: { amount: 5_000, bankCode: 'ABA', payerName: 'Al', requestId: 'req-trial-1' } })
      ).json().code,
    ).toBe('wallet.trial.refused');
    expect(await countRows(t.app.db, 'deposits')).toBe(before);
  });
});

describe('deposit through the demo gateway', () => {
  it('pays on the gateway page, the signed callback credits once (also when it repeats), the player returns', async () => {
    const p = await loggedInPlayer(t.app);
    const start = (
      await walletCall(t.app, p, 'gatewayDeposit', { body: { amount: 15_000, channel: 'ALIPAY', requestId: `gateway-${p.member.id}-1` } })
    ).json().value;
    expect(start.payUrl).toMatch(/^\/demo-gateway\/pay\/DP[0-9A-F]{18}$/);
    expect(start.deposit).toMatchObject({ method: 'gateway', channel: 'ALIPAY', status: 'pending' });
    const page = await t.app.inject({ method: 'GET', url: start.payUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$150.00 USD');
    expect(page.body).toContain('Alipay');

    const pay = await t.app.inject({ method: 'POST', url: start.payUrl });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/m/voucherCenter?deposit=${start.deposit.depositId}`);
    expect(await main(p)).toBe(15_000);

    // the gateway repeats its callback (the player presses Pay again): nothing more is credited
    await t.app.inject({ method: 'POST', url: start.payUrl });
    expect(await main(p)).toBe(15_000);
    const [order] = await t.app.db.query<{ callbacks: number }>('SELECT callbacks FROM gateway_orders WHERE merchant_reference = $1', [
      start.deposit.reference,
    ]);
    expect(order?.callbacks).toBe(2);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });

  it('refuses a callback with a wrong signature or amount, and an unknown order, crediting nothing', async () => {
    const p = await loggedInPlayer(t.app);
    const start = (
      await walletCall(t.app, p, 'gatewayDeposit', { body: { amount: 5_000, channel: 'WECHAT', requestId: `gateway-${p.member.id}-2` } })
    ).json().value;
    const body = JSON.stringify({
      orderNo: 'DPX',
      merchantReference: start.deposit.reference,
      amount: 5_000,
      status: 'PAID',
      paidAt: new Date().toISOString(),
    });
    const post = (raw: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/deposit/gateway/callback',
        headers: { 'content-type': 'application/json', merchant: 'ROYAL01', 'x-signature': signature },
        payload: raw,
      });
    const forged = await post(body, hmacHex('not-the-key', body));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('wallet.callback.signature.invalid');
    const key = await gatewayKey(t.app.db, 'royal');
    // the amount field itself: a bare '5000' could also stand inside the generated reference
    const tampered = body.replace('"amount":5000,', '"amount":500000,');
    expect(tampered).not.toBe(body);
    expect((await post(tampered, hmacHex(key, body))).json().code).toBe('wallet.callback.signature.invalid');
    expect((await post(tampered, hmacHex(key, tampered))).json().code).toBe('wallet.amount.invalid');
    const other = body.replace(start.deposit.reference, 'GDNOPE');
    expect((await post(other, hmacHex(key, other))).json().code).toBe('wallet.deposit.not.found');
    expect(await main(p)).toBe(0);
    const good = await post(body, hmacHex(key, body));
    expect(good.json().value).toMatchObject({ credited: true, status: 'credited' });
    expect((await post(body, hmacHex(key, body))).json().value).toMatchObject({ credited: false, status: 'credited' });
    expect(await main(p)).toBe(5_000);
  });

  it('credits once when 30 copies of the callback arrive at the same time', async () => {
    const p = await loggedInPlayer(t.app);
    const start = (
      await walletCall(t.app, p, 'gatewayDeposit', { body: { amount: 2_000, channel: 'QQ', requestId: `gateway-${p.member.id}-3` } })
    ).json().value;
    const body = JSON.stringify({
      orderNo: 'DPY',
      merchantReference: start.deposit.reference,
      amount: 2_000,
      status: 'PAID',
      paidAt: new Date().toISOString(),
    });
    const sig = hmacHex(await gatewayKey(t.app.db, 'royal'), body);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/deposit/gateway/callback',
          headers: { 'content-type': 'application/json', merchant: 'ROYAL01', 'x-signature': sig },
          payload: body,
        }),
      ),
    );
    expect(results.filter((r) => r.json().value?.credited === true)).toHaveLength(1);
    expect(await main(p)).toBe(2_000);
  });
});

describe('responsible gambling at the deposit and transfer entry points', () => {
  it('an excluded player can neither deposit nor move money into a game wallet; nothing is written', async () => {
    const { startExclusion } = await import('../../rg/exclusions');
    const p = await loggedInPlayer(t.app);
    await t.app.db.transaction((tx) =>
      startExclusion(tx, { tenantId: 'royal', memberId: p.member.id, kind: 'timeout', duration: '24h', actor: 'test', now: new Date() }),
    );
    const before = await countRows(t.app.db, 'deposits');
    const manual = await walletCall(t.app, p, 'manualDeposit', {
      body: { amount: 5_000, bankCode: 'ABA', payerName: 'Al Tan', requestId: `rg-manual-${p.member.id}` },
    });
    expect(manual.json().code).toBe('rg.excluded');
    const gateway = await walletCall(t.app, p, 'gatewayDeposit', {
      body: { amount: 5_000, channel: 'QQ', requestId: `rg-gateway-${p.member.id}` },
    });
    expect(gateway.json().code).toBe('rg.excluded');
    const transfer = await walletCall(t.app, p, 'transfer', {
      body: { from: 'MAIN', to: 'DEMOSPORTS', amount: 1, requestId: `rg-transfer-${p.member.id}` },
    });
    expect(transfer.json().code).toBe('rg.excluded');
    expect(await countRows(t.app.db, 'deposits')).toBe(before);
  });
});
