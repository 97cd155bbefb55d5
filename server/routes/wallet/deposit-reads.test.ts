/**
 * Reads stay reads: a pending gateway deposit past its expiry reads expired everywhere that lists or
 * counts deposits (the player's history, the cashier's queue and counts, the operator API and CLI,
 * the deposit limit) before the sweep ended it, and none of those reads writes; the sweep then writes
 * what the reads showed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../accounts/housekeeping';
import { type SignedIn, signInStaff } from '../../console/test-support';
import { runCommand } from '../../ops/run';
import { rgCall, rgPlayer } from '../../rg/test/session';
import { fileTestApp } from '../../test/app';
import { clockFrom } from '../../test/clock';
import { opsContextOf } from '../../test/helper';
import { recordStatements } from '../../wallet/test/statements';
import { walletCall } from '../../wallet/test/session';

const TOKEN = 'deposit-reads-operator-token';
// the default expiry: 30 minutes
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
const T0 = new Date();
const at = clockFrom(T0);
type Who = Awaited<ReturnType<typeof rgPlayer>>;
type View = { depositId: number; status: string; decidedAt: string | null; expiresAt: string | null; method: string };

let staff: SignedIn;
beforeAll(async () => {
  staff = await signInStaff(t.app, { role: 'cashier', brands: ['royal'] });
});

const history = async (p: Who): Promise<View[]> =>
  (await walletCall(t.app, p, 'depositReport', { query: { pageSize: '50' } })).json().value.list;
const consoleGet = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/console/api/tenants/royal/cashier${url}`, headers: staff.headers })).json().value;
const opsGet = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/ops/api/tenants/royal${url}`, headers: { authorization: `Bearer ${TOKEN}` } })).json()
    .value as View[];
const stored = async (id: number) =>
  (
    await t.app.db.query<{ status: string; decided_at: Date | null; decided_by: string | null }>(
      'SELECT status, decided_at, decided_by FROM deposits WHERE id = $1',
      [id],
    )
  )[0];
const orderStatus = async (reference: string) =>
  (await t.app.db.query<{ status: string }>('SELECT status FROM gateway_orders WHERE merchant_reference = $1', [reference]))[0]?.status;

describe('an overdue gateway deposit before any sweep', () => {
  it('reads expired in every list and count, and no read writes', async () => {
    const p = await rgPlayer(t.app, at(0));
    expect((await rgCall(t.app, p, 'setLimit', { body: { kind: 'deposit', period: 'day', amount: 20_000 } })).statusCode).toBe(200);
    const started = (
      await walletCall(t.app, p, 'gatewayDeposit', { body: { amount: 12_000, channel: 'ALIPAY', requestId: `reads-${p.member.id}-g` } })
    ).json().value as { deposit: View & { reference: string }; payUrl: string };
    const manual = (
      await walletCall(t.app, p, 'manualDeposit', {
        body: { amount: 3_000, bankCode: 'ABA', payerName: 'Al Tan', requestId: `reads-${p.member.id}-m` },
      })
    ).json().value as View;
    const id = started.deposit.depositId;
    const expiresAt = new Date(T0.getTime() + 30 * 60_000).toISOString();
    // the answer that started it already says until when it may be paid; a manual transfer has no such time
    expect(started.deposit).toMatchObject({ status: 'pending', expiresAt });
    expect(manual).toMatchObject({ status: 'pending', expiresAt: null });

    at(29);
    // the CLI says until when a pending gateway deposit may be paid
    const line = (await runCommand(['deposits', 'list', 'royal', 'pending'], opsContextOf(t.app)))
      .split('\n')
      .find((l) => l.startsWith(`#${id} `));
    expect(line?.endsWith(` expires ${expiresAt}`)).toBe(true);
    const countsBefore = await consoleGet('/counts');
    // the cashier sees until when it may be paid
    const waiting = (await consoleGet('/deposits?limit=100')).items.find((i: { id: number }) => i.id === id);
    expect(waiting).toMatchObject({ status: 'pending', detail: { method: 'gateway', expiresAt } });
    expect((await rgCall(t.app, p, 'depositAllowance')).json().value).toMatchObject({ left: 5_000 });

    at(31);
    const seen = recordStatements(t.app.db);
    try {
      const mine = await history(p);
      expect(mine.find((d) => d.depositId === id)).toMatchObject({ status: 'expired', decidedAt: expiresAt, expiresAt });
      expect(mine.find((d) => d.depositId === manual.depositId)).toMatchObject({ status: 'pending', expiresAt: null });
      // the return page's own check (by id) says the same
      const one = (await walletCall(t.app, p, 'depositReport', { query: { depositId: String(id) } })).json().value.list[0];
      expect(one).toMatchObject({ status: 'expired', decidedAt: expiresAt });

      expect((await consoleGet('/deposits?limit=100')).items.map((i: { id: number }) => i.id)).not.toContain(id);
      const decided = (await consoleGet('/deposits?status=decided&limit=100')).items.find((i: { id: number }) => i.id === id);
      expect(decided).toMatchObject({ status: 'expired', decidedAt: expiresAt, decidedBy: 'system:expiry' });
      const countsAfter = await consoleGet('/counts');
      expect(countsAfter.deposits).toBe(countsBefore.deposits - 1);
      expect((await consoleGet('/deposits?limit=100')).total).toBe(countsAfter.deposits);

      expect((await opsGet('/deposits?status=expired')).map((d) => d.depositId)).toContain(id);
      expect((await opsGet('/deposits?status=pending')).map((d) => d.depositId)).not.toContain(id);
      expect((await opsGet('/deposits?status=all')).find((d) => d.depositId === id)).toMatchObject({ status: 'expired', expiresAt });
      expect(await runCommand(['deposits', 'list', 'royal', 'expired'], opsContextOf(t.app))).toContain(`#${id} expired`);
      // the deposit limit counts it no more either
      expect((await rgCall(t.app, p, 'depositAllowance')).json().value).toMatchObject({ left: 17_000 });

      // the gateway's page reads the order closed (its time limit passed); its Pay takes nothing (below)
      const page = await t.app.inject({ method: 'GET', url: started.payUrl });
      expect(page.body).toContain('data-testid="gateway-closed"');
      expect(page.body).not.toContain('data-testid="gateway-pay"');

      expect(seen.writesTo('deposits')).toEqual([]);
      expect(seen.writesTo('gateway_orders')).toEqual([]);
      expect(seen.writesTo('late_gateway_payments')).toEqual([]);
    } finally {
      seen.stop();
    }
    expect(await stored(id)).toEqual({ status: 'pending', decided_at: null, decided_by: null });
    expect(await orderStatus(started.deposit.reference)).toBe('created');
    const pay = await t.app.inject({ method: 'POST', url: started.payUrl });
    expect(pay.headers.location).toBe(started.payUrl);
    expect(await orderStatus(started.deposit.reference)).toBe('created');

    // the sweep ends it for good, writing what the reads showed: they read the same after it
    const before = await history(p);
    expect((await purgeExpired(t.app.db, at(40))).deposits_expired).toBeGreaterThanOrEqual(1);
    expect(await stored(id)).toEqual({ status: 'expired', decided_at: new Date(expiresAt), decided_by: 'system:expiry' });
    expect(await orderStatus(started.deposit.reference)).toBe('closed');
    expect(await history(p)).toEqual(before);
  });

  it("a cashier can no longer reject it, and the gateway's Cancel past the expiry sends nothing: it reads expired", async () => {
    const p = await rgPlayer(t.app, at(0));
    const started = (
      await walletCall(t.app, p, 'gatewayDeposit', { body: { amount: 4_000, channel: 'QQ', requestId: `reads-${p.member.id}-c` } })
    ).json().value as { deposit: View; payUrl: string };
    const id = started.deposit.depositId;
    at(35);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/console/api/tenants/royal/cashier/deposits/${id}/reject`,
      headers: staff.headers,
      payload: { note: 'too late' },
    });
    expect(reject.statusCode).toBe(409);
    expect((await stored(id))?.status).toBe('pending');
    const order = started.payUrl.split('/').pop();
    const cancel = await t.app.inject({ method: 'POST', url: `/demo-gateway/cancel/${order}` });
    expect(cancel.statusCode).toBe(303);
    // the order read closed already: the cancel sends nothing, the deposit reads and stays expired
    expect((await stored(id))?.status).toBe('pending');
    expect((await history(p)).find((d) => d.depositId === id)).toMatchObject({ status: 'expired' });
  });
});
