/**
 * A cashier's decisions pay once. Two staff approving the same deposit, withdrawal or reward at the
 * same moment: one changes it (one ledger posting, one audit record), the other answers unchanged.
 * On PostgreSQL (DATABASE_URL) the two approvals run through two app instances (two connection
 * pools on one schema), so they really race; on PGlite they queue on the one connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hashPassword } from '../../accounts/secrets';
import type { Db } from '../../db/types';
import { insertPromotion } from '../../promotions/test/fixtures';
import { buildTestApp, type TestApp } from '../../test/helper';
import { getBalances } from '../../wallet/balances';
import { fund } from '../../wallet/test/fixtures';
import { loggedInPlayer, type Player, walletCall } from '../../wallet/test/session';
import { verifyLedger } from '../../wallet/verify';
import type { StaffIdentity } from '../permissions';
import { decide } from './decide';
import { queue } from './queues';

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>> | null = null;
let dbs: [Db, Db];
beforeAll(async () => {
  t = await buildTestApp();
  if (t.config.databaseUrl) second = await buildApp(t.config);
  dbs = [t.app.db, second?.db ?? t.app.db];
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const alice: StaffIdentity = { id: 'staff-alice', username: 'alice', role: 'cashier', brands: ['royal'] };
const bob: StaffIdentity = { id: 'staff-bob', username: 'bob', role: 'cashier', brands: 'all' };
const royal = () => {
  const tenant = t.app.tenants.get('royal');
  if (!tenant) throw new Error('no royal');
  return tenant;
};
let seq = 0;
const rid = (what: string) => `cashier-${what}-${++seq}-${Date.now()}`;

async function pendingDeposit(amount: number): Promise<{ player: Player; id: number }> {
  const player = await loggedInPlayer(t.app);
  const res = await walletCall(t.app, player, 'manualDeposit', {
    body: { amount, bankCode: 'ABA', payerName: 'Alice Tan', requestId: rid('d') },
  });
  expect(res.statusCode).toBe(200);
  return { player, id: res.json().value.depositId };
}

async function pendingWithdrawal(balance: number, amount: number): Promise<{ player: Player; id: number }> {
  const player = await loggedInPlayer(t.app);
  await t.app.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [player.member.id, await hashPassword('login123')]);
  await walletCall(t.app, player, 'setFundPassword', { body: { password: '135790', loginPassword: 'login123' } });
  const cards = (
    await walletCall(t.app, player, 'addBankCard', {
      body: { bankCode: 'ABA', accountName: 'Alice Tan', accountNo: '0001 2345 6789', fundPassword: '135790' },
    })
  ).json().value;
  await fund(t.app.db, 'royal', player.member.id, balance);
  const res = await walletCall(t.app, player, 'withdraw', {
    body: { amount, bankCardId: cards[0].bankCardId, fundPassword: '135790', requestId: rid('w') },
  });
  expect(res.statusCode).toBe(200);
  return { player, id: res.json().value.withdrawalId };
}

const postings = async (key: string) =>
  (
    await t.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE tenant_id = 'royal' AND idempotency_key = $1",
      [key],
    )
  )[0]?.n;
const audits = async (target: string) =>
  t.app.db.query<{ actor: string; action: string; after: { status: string } }>(
    'SELECT actor, action, after FROM console_audit WHERE target = $1 ORDER BY id',
    [target],
  );

describe('two staff approve at the same moment', () => {
  it('a deposit is credited once: one DEPOSIT posting, one audit record, the other click unchanged', async () => {
    const { player, id } = await pendingDeposit(20_000);
    expect((await queue(t.app.db, royal(), 'deposits', 'pending', new Date(), { limit: 100 })).items.map((i) => i.id)).toContain(id);
    const results = await Promise.all([
      decide(dbs[0], royal(), alice, { kind: 'deposits', id, decision: 'approve', note: '' }, new Date()),
      decide(dbs[1], royal(), bob, { kind: 'deposits', id, decision: 'approve', note: '' }, new Date()),
    ]);
    expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
    expect(results.map((r) => r.status)).toEqual(['credited', 'credited']);
    expect(await postings(`deposit:${id}`)).toBe(1);
    expect((await getBalances(t.app.db, 'royal', player.member.id)).main).toBe(20_000);
    const audit = await audits(`deposit:${id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'cashier.deposit.approve', after: { status: 'credited' } });
    expect((await queue(t.app.db, royal(), 'deposits', 'pending', new Date(), { limit: 100 })).items.map((i) => i.id)).not.toContain(id);
  });

  it('a withdrawal is paid once; an approval racing a rejection leaves exactly one of them', async () => {
    const a = await pendingWithdrawal(30_000, 10_000);
    const [item] = (await queue(t.app.db, royal(), 'withdrawals', 'pending', new Date(), { limit: 100 })).items.filter(
      (i) => i.id === a.id,
    );
    expect(item?.member).toMatchObject({ main: 20_000, locked: 10_000, turnoverRemaining: 0 });
    const both = await Promise.all([
      decide(dbs[0], royal(), alice, { kind: 'withdrawals', id: a.id, decision: 'approve', note: 'paid by transfer' }, new Date()),
      decide(dbs[1], royal(), bob, { kind: 'withdrawals', id: a.id, decision: 'approve', note: 'paid by transfer' }, new Date()),
    ]);
    expect(both.map((r) => r.changed).sort()).toEqual([false, true]);
    expect(await postings(`withdraw-paid:${a.id}`)).toBe(1);
    expect(await getBalances(t.app.db, 'royal', a.player.member.id)).toMatchObject({ main: 20_000, locked: 0 });
    expect(await audits(`withdrawal:${a.id}`)).toHaveLength(1);

    const b = await pendingWithdrawal(30_000, 10_000);
    const race = await Promise.allSettled([
      decide(dbs[0], royal(), alice, { kind: 'withdrawals', id: b.id, decision: 'approve', note: '' }, new Date()),
      decide(dbs[1], royal(), bob, { kind: 'withdrawals', id: b.id, decision: 'reject', note: 'wrong account' }, new Date()),
    ]);
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = race.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && (refused.reason as { code?: string }).code).toBe('wallet.request.decided');
    const finals = (await postings(`withdraw-paid:${b.id}`)) ?? 0;
    const rejections = (await postings(`withdraw-rejected:${b.id}`)) ?? 0;
    expect(finals + rejections).toBe(1);
    expect((await getBalances(t.app.db, 'royal', b.player.member.id)).main).toBe(finals ? 20_000 : 30_000);
    expect(await audits(`withdrawal:${b.id}`)).toHaveLength(1);
  });

  it('a reward application is paid once, with the amount the cashier gave', async () => {
    const player = await loggedInPlayer(t.app);
    const promotion = await insertPromotion(t.app.db, { rewardAmount: null, title: 'Weekend reload' });
    const [row] = await t.app.db.query<{ id: string }>(
      `INSERT INTO reward_requests (tenant_id, member_id, announcement_id, remarks, created_at) VALUES ('royal', $1, $2, 'my big win', now()) RETURNING id::text AS id`,
      [player.member.id, promotion],
    );
    const id = Number(row?.id);
    const [item] = (await queue(t.app.db, royal(), 'rewards', 'pending', new Date(), { limit: 100 })).items.filter((i) => i.id === id);
    expect(item).toMatchObject({ amount: null, detail: { title: 'Weekend reload', remarks: 'my big win' }, pictures: 0 });
    const results = await Promise.all([
      decide(dbs[0], royal(), alice, { kind: 'rewards', id, decision: 'approve', note: 'ok', amount: 2_500 }, new Date()),
      decide(dbs[1], royal(), bob, { kind: 'rewards', id, decision: 'approve', note: 'ok', amount: 2_500 }, new Date()),
    ]);
    expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
    expect(await postings(`reward:${id}`)).toBe(1);
    expect((await getBalances(t.app.db, 'royal', player.member.id)).main).toBe(2_500);
    expect(await audits(`reward:${id}`)).toEqual([expect.objectContaining({ action: 'cashier.reward.approve' })]);
  });

  it('a refused decision writes neither money nor an audit record', async () => {
    const { id } = await pendingDeposit(15_000);
    await decide(t.app.db, royal(), alice, { kind: 'deposits', id, decision: 'reject', note: 'no money arrived' }, new Date());
    await expect(decide(t.app.db, royal(), bob, { kind: 'deposits', id, decision: 'approve', note: '' }, new Date())).rejects.toMatchObject(
      { code: 'wallet.request.decided' },
    );
    expect(await postings(`deposit:${id}`)).toBe(0);
    expect((await audits(`deposit:${id}`)).map((a) => a.action)).toEqual(['cashier.deposit.reject']);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });
});
