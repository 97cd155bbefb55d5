/**
 * The cashier's member panel shows a deposit limit's usage as the limit check counts it: credited
 * deposits and requests still open (a manual transfer waiting for a cashier, a gateway deposit not
 * past its expiry); a rejected, cancelled or expired request counts no more. What the panel says is
 * used and what the check leaves always add up to the limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { depositAllowance } from '../../rg/checks';
import { changeRule } from '../../rg/rules';
import { post } from '../../rg/test/play';
import { fileTestApp } from '../../test/app';
import { clockFrom } from '../../test/clock';
import { loggedInPlayer, type Player, walletCall } from '../../wallet/test/session';
import { type SignedIn, signInStaff } from '../test-support';

const t = fileTestApp();
const T0 = new Date();
const at = clockFrom(T0);
const LIMIT = 20_000;

let reader: SignedIn;
let cashier: SignedIn;
beforeAll(async () => {
  reader = await signInStaff(t.app, { role: 'readonly', brands: ['royal'] });
  cashier = await signInStaff(t.app, { role: 'cashier', brands: ['royal'] });
});

type LimitLine = { kind: string; period: string; rule: { current: number | null }; used: number };
const dayDepositUsed = async (p: Player, who: SignedIn) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/console/api/tenants/royal/cashier/members/${p.member.id}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  const line = (res.json().value.rg.limits as LimitLine[]).find((l) => l.kind === 'deposit' && l.period === 'day');
  expect(line?.rule.current).toBe(LIMIT);
  return line?.used;
};
const left = async (p: Player, now: Date) => (await depositAllowance(t.app.db, 'royal', p.member.id, now)).left;
const manual = async (p: Player, amount: number, tag: string): Promise<{ depositId: number }> => {
  const res = await walletCall(t.app, p, 'manualDeposit', {
    body: { amount, bankCode: 'ABA', payerName: 'Alice Tan', requestId: `context-${p.member.id}-${tag}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

describe("the cashier's member panel: a deposit limit's usage", () => {
  it('counts credited deposits and open requests, as the limit check does; ended requests count no more', async () => {
    const p = await loggedInPlayer(t.app);
    at(0);
    await t.app.db.transaction((tx) =>
      changeRule(tx, {
        tenantId: 'royal',
        memberId: p.member.id,
        kind: 'deposit',
        period: 'day',
        amount: LIMIT,
        now: T0,
        coolingHours: 24,
      }),
    );
    await t.app.db.transaction((tx) => post(tx, 'royal', p.member.id, 'DEPOSIT', 3_000, at(1)));
    await manual(p, 2_000, 'open');
    const gateway = await walletCall(t.app, p, 'gatewayDeposit', {
      body: { amount: 1_500, channel: 'ALIPAY', requestId: `context-${p.member.id}-gateway` },
    });
    expect(gateway.statusCode).toBe(200);
    const rejected = await manual(p, 1_000, 'rejected');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/console/api/tenants/royal/cashier/deposits/${rejected.depositId}/reject`,
          headers: cashier.headers,
          payload: { note: 'no such transfer' },
        })
      ).statusCode,
    ).toBe(200);

    // credited 3,000 + the open transfer 2,000 + the open gateway deposit 1,500 (the rejected 1,000 counts no more)
    expect(await dayDepositUsed(p, reader)).toBe(6_500);
    expect(await left(p, at(2))).toBe(LIMIT - 6_500);

    // past its expiry the gateway deposit reads expired: it leaves the usage and the check at once
    const later = at(31);
    // (a reader signed in now: the first one's console session ended after 30 idle minutes)
    expect(await dayDepositUsed(p, await signInStaff(t.app, { role: 'readonly', brands: ['royal'] }))).toBe(5_000);
    expect(await left(p, later)).toBe(LIMIT - 5_000);
  });
});
