import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../accounts/secrets';
import { runCommand } from '../../ops/run';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { getBalances } from '../../wallet/balances';
import { countRows, fund } from '../../wallet/test/fixtures';
import { loggedInPlayer, type Player, walletCall } from '../../wallet/test/session';
import { verifyLedger } from '../../wallet/verify';

const t = fileTestApp();
const ops = (...argv: string[]) => runCommand(argv, opsContextOf(t.app));
let seq = 0;
const rid = () => `withdraw-req-${++seq}-${Date.now()}`;

/** A player with a login password, a withdrawal password 135790, one bank card and no turnover owed. */
async function readyPlayer(balance: number): Promise<Player & { cardId: number }> {
  const p = await loggedInPlayer(t.app);
  await t.app.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [p.member.id, await hashPassword('login123')]);
  p.member.password_hash = await hashPassword('login123');
  expect(
    (await walletCall(t.app, p, 'setFundPassword', { body: { password: '135790', loginPassword: 'login123' } })).json().value,
  ).toMatchObject({ hasFundPassword: true });
  const cards = (
    await walletCall(t.app, p, 'addBankCard', {
      body: { bankCode: 'ABA', accountName: 'Alice Tan', accountNo: '0001 2345 6789', fundPassword: '135790' },
    })
  ).json().value;
  expect(cards[0]).toMatchObject({ bankName: 'ABA Bank', accountNoMasked: '**** 6789' });
  if (balance > 0) await fund(t.app.db, 'royal', p.member.id, balance);
  return { ...p, cardId: cards[0].bankCardId };
}

describe('withdraw', () => {
  it('needs a withdrawal password: a wrong one is refused and nothing is locked', async () => {
    const p = await readyPlayer(50_000);
    const before = await countRows(t.app.db, 'withdrawals');
    const res = await walletCall(t.app, p, 'withdraw', {
      body: { amount: 10_000, bankCardId: p.cardId, fundPassword: '000000', requestId: rid() },
    });
    expect(res.json()).toMatchObject({ success: false, code: 'wallet.fund.password.invalid', value: { triesLeft: 4 } });
    expect(await countRows(t.app.db, 'withdrawals')).toBe(before);
    expect(await getBalances(t.app.db, 'royal', p.member.id)).toMatchObject({ main: 50_000, locked: 0 });
  });

  it('locks the amount while pending; approved it is paid, rejected it returns to the main wallet', async () => {
    const p = await readyPlayer(50_000);
    const a = (
      await walletCall(t.app, p, 'withdraw', { body: { amount: 20_000, bankCardId: p.cardId, fundPassword: '135790', requestId: rid() } })
    ).json().value;
    const b = (
      await walletCall(t.app, p, 'withdraw', { body: { amount: 10_000, bankCardId: p.cardId, fundPassword: '135790', requestId: rid() } })
    ).json().value;
    expect(a).toMatchObject({ status: 'pending', amount: 20_000, bankName: 'ABA Bank' });
    expect(await getBalances(t.app.db, 'royal', p.member.id)).toMatchObject({ main: 20_000, locked: 30_000 });
    const info = (await walletCall(t.app, p, 'withdrawInfo')).json().value;
    expect(info).toMatchObject({ availableBalance: 20_000, lockedBalance: 30_000, hasFundPassword: true });
    expect(await ops('withdrawals', 'approve', 'royal', String(a.withdrawalId))).toBe(
      `Withdrawal #${a.withdrawalId} of $200.00 USD: paid.`,
    );
    expect(await ops('withdrawals', 'reject', 'royal', String(b.withdrawalId), '--note', 'name mismatch')).toMatch(/rejected, funds back/);
    await expect(ops('withdrawals', 'approve', 'royal', String(b.withdrawalId))).rejects.toThrow(/already decided/);
    expect(await getBalances(t.app.db, 'royal', p.member.id)).toMatchObject({ main: 30_000, locked: 0 });
    const report = (await walletCall(t.app, p, 'withdrawReport')).json().value;
    expect(report.list.map((w: { status: string; note: string | null }) => [w.status, w.note])).toEqual([
      ['rejected', 'name mismatch'],
      ['paid', null],
    ]);
  });

  it('checks the amount range, the balance, the card and the turnover rule, writing nothing', async () => {
    const p = await readyPlayer(0);
    await t.app.db.query(
      `INSERT INTO deposits (tenant_id, member_id, method, channel, amount, reference, request_id, status, created_at) VALUES ('royal', $1, 'manual', 'BANK', 5000, $2, 'turnover-test', 'credited', now())`,
      [p.member.id, `MDT${p.member.id}`],
    );
    await fund(t.app.db, 'royal', p.member.id, 5_000);
    const before = await countRows(t.app.db, 'ledger_transactions');
    const w = (body: object) =>
      walletCall(t.app, p, 'withdraw', {
        body: { amount: 2_000, bankCardId: p.cardId, fundPassword: '135790', requestId: rid(), ...body },
      });
    expect((await w({ amount: 999 })).json().code).toBe('wallet.amount.out.of.range');
    expect((await w({ bankCardId: 999_999 })).json().code).toBe('wallet.bank.card.not.found');
    expect((await w({})).json()).toMatchObject({ code: 'wallet.turnover.unmet', value: { required: 5_000, done: 0, remaining: 5_000 } });
    // a settled round of 5,000 staked meets the rule
    await t.app.db.query(
      `INSERT INTO bet_orders (tenant_id, member_id, vendor_code, game_code, game_type, round_id, stake, status, created_at, settled_at) VALUES ('royal', $1, 'DEMO', 'g', 'RNG', 'T1', 5000, 'settled', now(), now())`,
      [p.member.id],
    );
    expect((await walletCall(t.app, p, 'withdrawInfo')).json().value.turnover).toEqual({ required: 5_000, done: 5_000, remaining: 0 });
    expect((await w({ amount: 6_000 })).json()).toMatchObject({ code: 'wallet.insufficient.funds', value: { available: 5_000 } });
    expect(await countRows(t.app.db, 'ledger_transactions')).toBe(before);
  });

  it('five wrong withdrawal passwords lock it', async () => {
    const p = await readyPlayer(10_000);
    for (let i = 0; i < 5; i++)
      await walletCall(t.app, p, 'withdraw', { body: { amount: 1_000, bankCardId: p.cardId, fundPassword: '111111', requestId: rid() } });
    const res = await walletCall(t.app, p, 'withdraw', {
      body: { amount: 1_000, bankCardId: p.cardId, fundPassword: '135790', requestId: rid() },
    });
    expect(res.json()).toMatchObject({ code: 'wallet.fund.password.locked' });
    expect(res.json().value.retryAfterSeconds).toBeGreaterThan(800);
  });

  it('200 parallel withdrawal requests against one balance never overdraw; the same request id twice locks once', async () => {
    const p = await readyPlayer(100_000);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        walletCall(t.app, p, 'withdraw', { body: { amount: 1_000, bankCardId: p.cardId, fundPassword: '135790', requestId: rid() } }),
      ),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'wallet.insufficient.funds')).toBe(true);
    expect(await getBalances(t.app.db, 'royal', p.member.id)).toMatchObject({ main: 0, locked: 100_000 });
    const again = await readyPlayer(5_000);
    const body = { amount: 1_000, bankCardId: again.cardId, fundPassword: '135790', requestId: rid() };
    const twice = await Promise.all([walletCall(t.app, again, 'withdraw', { body }), walletCall(t.app, again, 'withdraw', { body })]);
    expect(new Set(twice.map((r) => r.json().value.withdrawalId)).size).toBe(1);
    expect(await getBalances(t.app.db, 'royal', again.member.id)).toMatchObject({ main: 4_000, locked: 1_000 });
    expect((await verifyLedger(t.app.db)).ok).toBe(true);
  }, 120_000); // 200 scrypt checks of the withdrawal password on a shared 2-core machine
});
