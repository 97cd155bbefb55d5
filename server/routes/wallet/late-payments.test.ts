/**
 * A gateway payment confirmed after its deposit ended is refused and recorded for the cashier (once
 * per gateway order, with the deposit's end in the same transaction); the cashier sees open ones in
 * the console, credits by an adjustment if the money arrived and marks them handled with a note
 * (audited); the operator API and CLI do the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInStaff } from '../../console/test-support';
import { runCommand } from '../../ops/run';
import { rgPlayer } from '../../rg/test/session';
import { fileTestApp } from '../../test/app';
import { clockFrom } from '../../test/clock';
import { opsContextOf } from '../../test/helper';
import { whileAuditFails, whileInsertsFail } from '../../test/insert-fault';
import { getBalances } from '../../wallet/balances';
import { gatewayCallback } from '../../wallet/test/gateway-callback';
import { loggedInPlayer, type Player, walletCall } from '../../wallet/test/session';
import { verifyLedger } from '../../wallet/verify';

const TOKEN = 'late-payments-operator-token';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
const T0 = new Date();
const at = clockFrom(T0);

let cashier: SignedIn;
let reader: SignedIn;
beforeAll(async () => {
  cashier = await signInStaff(t.app, { role: 'cashier', brands: ['royal'] });
  reader = await signInStaff(t.app, { role: 'readonly', brands: ['royal'] });
});

type Started = { deposit: { depositId: number; reference: string }; payUrl: string };
type Late = { id: number; depositId: number; username: string; reference: string; orderNo: string; amount: number; status: string };
const start = async (p: Player, amount: number, tag: string): Promise<Started> =>
  (await walletCall(t.app, p, 'gatewayDeposit', { body: { amount, channel: 'WECHAT', requestId: `late-${p.member.id}-${tag}` } })).json()
    .value;
const orderOf = (s: Started) => s.payUrl.split('/').pop() ?? '';
const paidCallback = async (s: Started, amount: number, paidAt: Date) => {
  return gatewayCallback(t.app, {
    orderNo: orderOf(s),
    merchantReference: s.deposit.reference,
    amount,
    status: 'PAID',
    paidAt: paidAt.toISOString(),
  });
};
const rowsOf = (depositId: number) =>
  t.app.db.query<{ status: string; deposit_status: string; order_no: string; amount: string; received_at: Date; paid_at: Date }>(
    'SELECT status, deposit_status, order_no, amount::text AS amount, received_at, paid_at FROM late_gateway_payments WHERE deposit_id = $1',
    [depositId],
  );
const main = async (p: Player) => (await getBalances(t.app.db, 'royal', p.member.id)).main;
const consoleCall = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url: `/console/api/tenants/royal/cashier${url}`, headers: who.headers, payload: payload as object });
const opsCall = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/api/tenants/royal${url}`,
    headers: { authorization: `Bearer ${TOKEN}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

describe('a payment confirmed after its deposit expired', () => {
  it('is refused, credits nothing, and is recorded once however often the gateway repeats it', async () => {
    const p = await rgPlayer(t.app, at(0));
    const s = await start(p, 9_000, 'x');
    const paidAt = new Date(T0.getTime() + 44 * 60_000);
    at(45);
    const answers = await Promise.all(Array.from({ length: 5 }, () => paidCallback(s, 9_000, paidAt)));
    for (const res of answers) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('wallet.request.decided');
    }
    expect(await rowsOf(s.deposit.depositId)).toEqual([
      {
        status: 'open',
        deposit_status: 'expired',
        order_no: orderOf(s),
        amount: '9000',
        paid_at: paidAt,
        received_at: at(45),
      },
    ]);
    // the same transaction ended the deposit for good, at its expiry
    const [d] = await t.app.db.query<{ status: string; decided_at: Date }>('SELECT status, decided_at FROM deposits WHERE id = $1', [
      s.deposit.depositId,
    ]);
    expect(d).toEqual({ status: 'expired', decided_at: at(30) });
    expect(await main(p)).toBe(0);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });

  it('the record and the end of the deposit stand or fall together: while the record cannot be written nothing changes, a repeat records it', async () => {
    const p = await rgPlayer(t.app, at(0));
    const s = await start(p, 4_500, 'f');
    const paidAt = new Date(T0.getTime() + 35 * 60_000);
    at(40);
    await whileInsertsFail(t.app.db, { table: 'late_gateway_payments', when: `NEW.deposit_id = ${s.deposit.depositId}` }, async () => {
      expect((await paidCallback(s, 4_500, paidAt)).statusCode).toBe(500);
    });
    const status = async () =>
      (await t.app.db.query<{ status: string }>('SELECT status FROM deposits WHERE id = $1', [s.deposit.depositId]))[0]?.status;
    expect(await status()).toBe('pending');
    expect(await rowsOf(s.deposit.depositId)).toEqual([]);
    expect((await paidCallback(s, 4_500, paidAt)).statusCode).toBe(409);
    expect(await status()).toBe('expired');
    expect((await rowsOf(s.deposit.depositId)).map((r) => r.status)).toEqual(['open']);
  });

  it('a late cancel callback ends an overdue deposit as expired and records nothing', async () => {
    const p = await rgPlayer(t.app, at(0));
    const s = await start(p, 2_000, 'y');
    at(31);
    const res = await gatewayCallback(t.app, {
      orderNo: orderOf(s),
      merchantReference: s.deposit.reference,
      amount: 2_000,
      status: 'CANCELLED',
      cancelledAt: at(31).toISOString(),
    });
    expect(res.json().value).toEqual({ depositId: s.deposit.depositId, credited: false, status: 'expired' });
    expect(await rowsOf(s.deposit.depositId)).toEqual([]);
  });

  it('a payment in time is credited and records nothing', async () => {
    const p = await rgPlayer(t.app, at(0));
    const s = await start(p, 3_000, 'z');
    at(10);
    expect((await paidCallback(s, 3_000, at(10))).json().value).toMatchObject({ credited: true, status: 'credited' });
    expect(await rowsOf(s.deposit.depositId)).toEqual([]);
    expect(await main(p)).toBe(3_000);
  });
});

describe('the cashier follows one up', () => {
  it('a payment for a deposit a cashier rejected: listed in the console, credited by an adjustment, marked handled with a note, audited', async () => {
    const p = await loggedInPlayer(t.app);
    const s = await start(p, 15_000, 'r');
    const rejected = await consoleCall('POST', `/deposits/${s.deposit.depositId}/reject`, cashier, { note: 'no payment seen' });
    expect(rejected.json().value).toMatchObject({ changed: true, status: 'rejected' });
    // the gateway's page of a rejected deposit's order takes no payment
    expect((await t.app.inject({ method: 'GET', url: s.payUrl })).body).toContain('data-testid="gateway-closed"');
    // a payment the gateway took before the rejection is confirmed after it: the callback is refused and recorded
    expect((await paidCallback(s, 15_000, new Date())).statusCode).toBe(409);
    expect(await main(p)).toBe(0);

    const counts = (await consoleCall('GET', '/counts', reader)).json().value;
    expect(counts.latePayments).toBeGreaterThanOrEqual(1);
    const open = (await consoleCall('GET', '/late-payments', reader)).json().value;
    expect(open.currency).toMatchObject({ code: expect.any(String) });
    const item = (open.items as Late[]).find((i) => i.depositId === s.deposit.depositId);
    expect(item).toMatchObject({
      username: p.member.username,
      reference: s.deposit.reference,
      orderNo: orderOf(s),
      amount: 15_000,
      depositStatus: 'rejected',
      status: 'open',
      handledBy: null,
    });
    if (!item) throw new Error('not listed');

    // reading may not mark it; a note is required; an unknown id is not found
    expect((await consoleCall('POST', `/late-payments/${item.id}/handle`, reader, { note: 'x' })).statusCode).toBe(403);
    const blank = await consoleCall('POST', `/late-payments/${item.id}/handle`, cashier, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await consoleCall('POST', `/late-payments/${item.id}/handle`, cashier, {})).statusCode).toBe(400);
    expect((await consoleCall('POST', '/late-payments/999999999/handle', cashier, { note: 'x' })).statusCode).toBe(404);
    expect((await consoleCall('GET', '/late-payments?status=nonsense', reader)).statusCode).toBe(400);

    // the money arrived: the cashier credits by an adjustment, then marks it handled
    const adjust = await opsCall('POST', `/members/${p.member.username}/adjust`, {
      amount: 15_000,
      reason: `late payment ${s.deposit.reference}`,
    });
    expect(adjust.statusCode).toBe(200);
    const note = `credited by adjustment #${adjust.json().value.transactionId}`;
    // two clicks at once: one marks it, the other answers unchanged with the first one's note
    const notes = [note, `${note} (second click)`];
    const answers = await Promise.all(notes.map((n) => consoleCall('POST', `/late-payments/${item.id}/handle`, cashier, { note: n })));
    const changed = answers.map((r) => r.json().value.changed as boolean);
    expect([...changed].sort()).toEqual([false, true]);
    const kept = notes[changed.indexOf(true)];
    for (const r of answers) expect(r.json().value.payment.note).toBe(kept);
    const handled = ((await consoleCall('GET', '/late-payments?status=handled', reader)).json().value.items as Late[]).find(
      (i) => i.id === item.id,
    );
    expect(handled).toMatchObject({ status: 'handled', handledBy: `staff:${cashier.username}`, note: kept });
    expect(((await consoleCall('GET', '/late-payments', reader)).json().value.items as Late[]).map((i) => i.id)).not.toContain(item.id);
    const audits = await t.app.db.query<{ staff_id: string; action: string; after: { note: string } }>(
      'SELECT staff_id, action, after FROM console_audit WHERE target = $1',
      [`late-payment:${item.id}`],
    );
    expect(audits).toEqual([
      { staff_id: cashier.staffId, action: 'cashier.late-payment.handle', after: expect.objectContaining({ note: kept }) },
    ]);
    expect(await main(p)).toBe(15_000);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });

  it('marking one handled and its audit record commit together', async () => {
    const p = await loggedInPlayer(t.app);
    const s = await start(p, 2_500, 'a');
    expect((await consoleCall('POST', `/deposits/${s.deposit.depositId}/reject`, cashier, { note: 'unpaid' })).statusCode).toBe(200);
    expect((await paidCallback(s, 2_500, new Date())).statusCode).toBe(409);
    const item = ((await consoleCall('GET', '/late-payments', reader)).json().value.items as Late[]).find(
      (i) => i.depositId === s.deposit.depositId,
    );
    if (!item) throw new Error('not listed');
    await whileAuditFails(t.app.db, { actions: ['cashier.late-payment.handle'] }, async () => {
      expect((await consoleCall('POST', `/late-payments/${item.id}/handle`, cashier, { note: 'refunded' })).statusCode).toBe(500);
    });
    const still = ((await consoleCall('GET', '/late-payments', reader)).json().value.items as Late[]).find((i) => i.id === item.id);
    expect(still?.status).toBe('open');
  });

  it('the operator API and CLI list and handle them too', async () => {
    const p = await loggedInPlayer(t.app);
    const s = await start(p, 6_000, 'o');
    expect((await consoleCall('POST', `/deposits/${s.deposit.depositId}/reject`, cashier, { note: 'unpaid' })).statusCode).toBe(200);
    expect((await paidCallback(s, 6_000, new Date())).statusCode).toBe(409);
    const listed = (await opsCall('GET', '/late-payments')).json().value as Late[];
    const item = listed.find((i) => i.depositId === s.deposit.depositId);
    if (!item) throw new Error('not listed by the API');
    const ctx = opsContextOf(t.app);
    expect(await runCommand(['deposits', 'late', 'royal'], ctx)).toContain(`#${item.id} open`);
    expect((await opsCall('POST', `/late-payments/${item.id}/handle`, { note: '' })).statusCode).toBe(400);
    expect((await opsCall('POST', '/late-payments/999999999/handle', { note: 'x' })).statusCode).toBe(404);
    await expect(runCommand(['deposits', 'handled', 'royal', String(item.id)], ctx)).rejects.toThrow(/note is required/);
    expect(await runCommand(['deposits', 'handled', 'royal', String(item.id), '--note', 'refunded by the bank'], ctx)).toContain('handled');
    expect((await opsCall('POST', `/late-payments/${item.id}/handle`, { note: 'again' })).json().value).toMatchObject({
      changed: false,
      payment: { status: 'handled', handledBy: 'operator:cli', note: 'refunded by the bank' },
    });
    expect(await runCommand(['deposits', 'late', 'royal', 'handled'], ctx)).toContain(`#${item.id} handled`);
  });
});
