/** Players in the console: search per brand, the member's file, lock and unlock, a balance adjustment. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertMember } from '../../accounts/members';
import { fileTestApp } from '../../test/app';
import { getBalances } from '../../wallet/balances';
import { fund } from '../../wallet/test/fixtures';
import { loggedInPlayer, walletCall } from '../../wallet/test/session';
import { verifyLedger } from '../../wallet/verify';
import type { StaffIdentity } from '../permissions';
import { adjustPlayer, setLocked } from './actions';
import { playerProfile } from './profile';
import { betPage, ledgerPage } from './records';
import { searchPlayers } from './search';

const t = fileTestApp();
const staff: StaffIdentity = { id: 'staff-carol', username: 'carol', role: 'administrator', brands: 'all' };
const brand = (id: string) => {
  const tenant = t.app.tenants.get(id);
  if (!tenant) throw new Error(`no brand ${id}`);
  return tenant;
};
const suffix = randomUUID().slice(0, 6);

async function member(tenantId: string, username: string, extra: { mobileNum?: string; email?: string } = {}) {
  const tenant = brand(tenantId);
  return insertMember(t.app.db, {
    tenantId,
    merchantCode: tenant.merchantCode,
    username,
    passwordHash: null,
    countryDialingCode: '+855',
    ...extra,
    now: new Date(),
  });
}
const audits = async (target: string) =>
  t.app.db.query<{ action: string; after: Record<string, unknown> }>(
    'SELECT action, after FROM console_audit WHERE target = $1 ORDER BY id',
    [target],
  );

describe('searching players', () => {
  it('finds by a part of the username, the mobile (with or without the dialing code) or the e-mail, on the brand only', async () => {
    const a = await member('royal', `ann${suffix}`, {
      mobileNum: `7712${suffix.replace(/\D/g, '1').slice(0, 4)}`,
      email: `ann.${suffix}@example.com`,
    });
    await member('lotus', `ann${suffix}`);
    const q = (text: string, field: 'any' | 'username' | 'phone' | 'email' = 'any') =>
      searchPlayers(t.app.db, brand('royal'), { q: text, field, page: 1, pageSize: 20 });
    expect((await q(`ANN${suffix}`, 'username')).rows.map((r) => r.memberId)).toEqual([a.id]);
    expect((await q(a.mobile_num ?? '', 'phone')).rows.map((r) => r.memberId)).toEqual([a.id]);
    expect((await q(`+855 ${a.mobile_num}`, 'phone')).rows.map((r) => r.memberId)).toEqual([a.id]);
    expect((await q(`ann.${suffix}@EXAMPLE`, 'email')).rows.map((r) => r.memberId)).toEqual([a.id]);
    expect((await q(`ann.${suffix}`, 'username')).rows).toEqual([]);
    expect((await q('%')).rows).toEqual([]);
    const [row] = (await q(`ann${suffix}`)).rows;
    expect(row).toMatchObject({ username: `ann${suffix}`, mobile: `+855 ${a.mobile_num}`, locked: false, balance: 0 });
  });

  it('pages newest first with the total', async () => {
    for (let i = 0; i < 5; i++) await member('royal', `pg${suffix}${i}`);
    const first = await searchPlayers(t.app.db, brand('royal'), { q: `pg${suffix}`, field: 'username', page: 1, pageSize: 2 });
    const third = await searchPlayers(t.app.db, brand('royal'), { q: `pg${suffix}`, field: 'username', page: 3, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.rows.map((r) => r.username)).toEqual([`pg${suffix}4`, `pg${suffix}3`]);
    expect(third.rows.map((r) => r.username)).toEqual([`pg${suffix}0`]);
  });
});

describe("a member's file and what staff do to it", () => {
  it('locking ends the sessions and the player is refused; unlocking lets them in again; both audited once', async () => {
    const p = await loggedInPlayer(t.app);
    expect((await walletCall(t.app, p, 'wallets')).statusCode).toBe(200);
    expect((await setLocked(t.app.db, brand('royal'), staff, p.member.id, true, 'chargeback', new Date())).changed).toBe(true);
    expect((await setLocked(t.app.db, brand('royal'), staff, p.member.id, true, 'again', new Date())).changed).toBe(false);
    const refused = await walletCall(t.app, p, 'wallets');
    expect(refused.statusCode).toBe(401);
    const profile = await playerProfile(t.app.db, brand('royal'), p.member.id, new Date());
    expect(profile).toMatchObject({ locked: true, sessions: [{ revokedReason: 'locked', live: false }] });
    await setLocked(t.app.db, brand('royal'), staff, p.member.id, false, 'cleared', new Date());
    expect((await audits(`member:${p.member.id}:${p.member.username}`)).map((a) => [a.action, a.after.reason])).toEqual([
      ['players.lock', 'chargeback'],
      ['players.unlock', 'cleared'],
    ]);
    await expect(setLocked(t.app.db, brand('lotus'), staff, p.member.id, true, 'x', new Date())).rejects.toMatchObject({
      code: 'request.not.found',
    });
  });

  it('an adjustment is an ADJUST posting with its reason, once per key; an overdraft and a missing reason write nothing', async () => {
    const p = await loggedInPlayer(t.app);
    await fund(t.app.db, 'royal', p.member.id, 5_000);
    const key = randomUUID();
    /** The staff member adjusts the player's royal balance now. */
    const adjust = (change: { amount: number; reason: string; idempotencyKey: string }) =>
      adjustPlayer(t.app.db, brand('royal'), staff, p.member.id, change, new Date());
    const credit = await adjust({ amount: 1_250, reason: 'goodwill for the outage', idempotencyKey: key });
    const again = await adjust({ amount: 1_250, reason: 'goodwill for the outage', idempotencyKey: key });
    expect(credit).toMatchObject({ main: 6_250, replayed: false });
    expect(again).toMatchObject({ transactionId: credit.transactionId, replayed: true });
    const [tx] = await t.app.db.query<{ code: string; reason: string; actor: string }>(
      'SELECT code, reason, actor FROM ledger_transactions WHERE id = $1',
      [credit.transactionId],
    );
    expect(tx).toEqual({ code: 'ADJUST', reason: 'goodwill for the outage', actor: 'operator:staff:carol' });
    await expect(adjust({ amount: -10_000, reason: 'claw back', idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: 'wallet.insufficient.funds',
    });
    await expect(adjust({ amount: 100, reason: '  ', idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: 'request.invalid',
    });
    expect((await getBalances(t.app.db, 'royal', p.member.id)).main).toBe(6_250);
    expect((await audits(`member:${p.member.id}:${p.member.username}`)).map((a) => a.after)).toEqual([
      { main: 6_250, amount: 1_250, reason: 'goodwill for the outage', transactionId: credit.transactionId },
    ]);
    const ledger = await ledgerPage(t.app.db, brand('royal'), p.member.id, 1);
    expect(ledger.rows).toEqual([expect.objectContaining({ code: 'ADJUST', amount: 1_250 })]);
    const older = await ledgerPage(t.app.db, brand('royal'), p.member.id, 1, ledger.nextBefore ?? undefined);
    expect(older).toMatchObject({ rows: [{ code: 'DEPOSIT', amount: 5_000 }], nextBefore: null });
    expect(await betPage(t.app.db, brand('royal'), p.member.id, 1, 20)).toEqual({ page: 1, pageSize: 20, total: 0, rows: [] });
    const profile = await playerProfile(t.app.db, brand('royal'), p.member.id, new Date());
    expect(profile.context.balances).toMatchObject({ main: 6_250, total: 6_250 });
    expect(profile.lifetime).toMatchObject({ deposits: 5_000 });
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });
});
