import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import { fileTestApp } from '../test/app';
import { adjustBalance } from './adjust';
import { getBalances } from './balances';
import { IdempotencyConflict, InsufficientFunds } from './errors';
import { type Posting, postLedgerTransaction } from './ledger';
import { countRows, fund, makePlayer } from './test/fixtures';
import { verifyLedger } from './verify';

const t = fileTestApp();

const bet = (memberId: number, key: string, amount: number) => ({
  tenantId: 'royal',
  code: 'BET' as const,
  idempotencyKey: key,
  actor: 'vendor:DEMO',
  postings: [
    { account: { memberId, kind: 'main' as const }, amount: -amount },
    { account: { house: HOUSE_ACCOUNTS.games }, amount },
  ] as [Posting, Posting],
});

describe('ledger postings', () => {
  it('moves money between accounts and answers the new balances', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 10_000);
    const r = await t.app.db.transaction((tx) => postLedgerTransaction(tx, bet(p.id, `b-${p.id}`, 2_500)));
    expect(r.replayed).toBe(false);
    expect(r.balances).toEqual([{ memberId: p.id, kind: 'main', balance: 7_500 }]);
    expect(await getBalances(t.app.db, 'royal', p.id)).toEqual({ main: 7_500, locked: 0, vendors: {} });
  });

  it('a replayed idempotency key changes nothing and answers the same transaction', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 1_000);
    const first = await t.app.db.transaction((tx) => postLedgerTransaction(tx, bet(p.id, `r-${p.id}`, 400)));
    const before = await countRows(t.app.db, 'ledger_postings');
    const again = await t.app.db.transaction((tx) => postLedgerTransaction(tx, bet(p.id, `r-${p.id}`, 400)));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await countRows(t.app.db, 'ledger_postings')).toBe(before);
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(600);
  });

  it('a key reused for other postings is a conflict, not a replay', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 1_000);
    await t.app.db.transaction((tx) => postLedgerTransaction(tx, bet(p.id, `c-${p.id}`, 100)));
    await expect(t.app.db.transaction((tx) => postLedgerTransaction(tx, bet(p.id, `c-${p.id}`, 200)))).rejects.toBeInstanceOf(
      IdempotencyConflict,
    );
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(900);
  });

  it('refuses to overdraw with the available balance and writes nothing', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 300);
    const before = await countRows(t.app.db, 'ledger_transactions');
    const error = await t.app.db.transaction((tx) => postLedgerTransaction(tx, bet(p.id, `o-${p.id}`, 301))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientFunds);
    expect(error).toMatchObject({ available: 300, requested: 301, kind: 'main', code: 'wallet.insufficient.funds' });
    expect(await countRows(t.app.db, 'ledger_transactions')).toBe(before);
  });

  it('refuses unbalanced or empty postings before touching the database', async () => {
    const p = await makePlayer(t.app.db);
    const input = bet(p.id, 'u', 10);
    const [player, house] = input.postings;
    await expect(postLedgerTransaction(t.app.db, { ...input, postings: [player] })).rejects.toThrow(/at least two/);
    await expect(
      postLedgerTransaction(t.app.db, { ...input, postings: [player, { account: { house: HOUSE_ACCOUNTS.games }, amount: 9 }] }),
    ).rejects.toThrow(/sum to zero/);
    await expect(postLedgerTransaction(t.app.db, { ...input, postings: [{ ...player, amount: 0.5 }, house] })).rejects.toThrow(
      /safe integer/,
    );
  });

  it('adjusts a balance with a reason as a posting', async () => {
    const p = await makePlayer(t.app.db);
    await adjustBalance(t.app.db, { tenantId: 'royal', memberId: p.id, amount: 5_000, reason: 'goodwill', operator: 'qa' });
    await adjustBalance(t.app.db, { tenantId: 'royal', memberId: p.id, amount: -1_000, reason: 'correction', operator: 'qa' });
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(4_000);
    await expect(
      adjustBalance(t.app.db, { tenantId: 'royal', memberId: p.id, amount: -4_001, reason: 'too much', operator: 'qa' }),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(adjustBalance(t.app.db, { tenantId: 'royal', memberId: p.id, amount: 1, reason: ' ', operator: 'qa' })).rejects.toThrow(
      /reason/,
    );
  });
});

describe('the database enforces the ledger rules itself', () => {
  it('refuses a direct UPDATE of a balance', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 100);
    await expect(t.app.db.query(`UPDATE ledger_accounts SET balance = 1000000 WHERE member_id = $1`, [p.id])).rejects.toThrow(
      /only through a posting/,
    );
  });

  it('refuses a raw posting that would take a player below zero', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 100);
    await expect(
      t.app.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO ledger_transactions (tenant_id, code, idempotency_key, actor, created_at) VALUES ('royal', 'BET', $1, 'test', now()) RETURNING id::text`,
          [`raw-${p.id}`],
        );
        const [acc] = await tx.query<{ id: number }>(`SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'`, [p.id]);
        const [house] = await tx.query<{ id: number }>(`SELECT id FROM ledger_accounts WHERE tenant_id = 'royal' AND kind = 'house:games'`);
        await tx.query('INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES ($1, $2, -101), ($1, $3, 101)', [
          row?.id ?? null,
          acc?.id ?? null,
          house?.id ?? null,
        ]);
      }),
    ).rejects.toThrow(/non_negative/);
  });

  it('refuses at commit a transaction whose postings do not sum to zero', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 100);
    await expect(
      t.app.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO ledger_transactions (tenant_id, code, idempotency_key, actor, created_at) VALUES ('royal', 'ADJUST', $1, 'test', now()) RETURNING id::text`,
          [`unb-${p.id}`],
        );
        const [acc] = await tx.query<{ id: number }>(`SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'`, [p.id]);
        await tx.query('INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES ($1, $2, 50)', [
          row?.id ?? null,
          acc?.id ?? null,
        ]);
      }),
    ).rejects.toThrow(/not balanced/);
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(100);
  });

  it('keeps postings and transactions append-only', async () => {
    await expect(t.app.db.query('DELETE FROM ledger_postings')).rejects.toThrow(/append-only/);
    await expect(t.app.db.query(`UPDATE ledger_transactions SET reason = 'x'`)).rejects.toThrow(/append-only/);
  });

  it('verifies: every balance is the sum of its postings and the ledger sums to zero', async () => {
    const v = await verifyLedger(t.app.db);
    expect(v).toMatchObject({ ok: true, total: 0, balanceMismatches: [], unbalancedTransactions: [], negativeBalances: 0 });
    expect(v.transactions).toBeGreaterThan(5);
  });
});
