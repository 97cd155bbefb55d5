/**
 * Hundreds of parallel debits against one balance never overdraw. On PostgreSQL (DATABASE_URL) the
 * debits run through two separate connection pools on one schema (two app instances), so they
 * really race; on PGlite they queue on the one connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import { buildApp } from '../app';
import type { Db } from '../db/types';
import { buildTestApp, type TestApp } from '../test/helper';
import { getBalances } from './balances';
import { InsufficientFunds } from './errors';
import { postLedgerTransaction } from './ledger';
import { fund, makePlayer } from './test/fixtures';
import { verifyLedger } from './verify';

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>> | null = null;
let dbs: Db[];
const dbAt = (i: number): Db => dbs[i % dbs.length] ?? t.app.db;
beforeAll(async () => {
  t = await buildTestApp();
  if (t.config.databaseUrl) {
    second = await buildApp(t.config);
    dbs = [t.app.db, second.db];
  } else {
    dbs = [t.app.db];
  }
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const debit = (db: Db, memberId: number, key: string, amount: number) =>
  db.transaction((tx) =>
    postLedgerTransaction(tx, {
      tenantId: 'royal',
      code: 'BET',
      idempotencyKey: key,
      actor: 'vendor:DEMO',
      postings: [
        { account: { memberId, kind: 'main' }, amount: -amount },
        { account: { house: HOUSE_ACCOUNTS.games }, amount },
      ],
    }),
  );

describe('concurrent debits against one balance', () => {
  it('300 parallel debits of 100 against 10,000: exactly 100 pass, the balance ends at 0, the ledger verifies', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 10_000);
    const results = await Promise.allSettled(Array.from({ length: 300 }, (_, i) => debit(dbAt(i), p.id, `par-${p.id}-${i}`, 100)));
    const passed = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected' && r.reason instanceof InsufficientFunds).length;
    expect({ passed, refused }).toEqual({ passed: 100, refused: 200 });
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(0);
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
  });

  it('the same idempotency key sent 50 times at once debits once', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 1_000);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => debit(dbAt(i), p.id, `same-${p.id}`, 300)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(700);
  });

  it('parallel transfers both ways between main and a vendor wallet keep the total and never overdraw', async () => {
    const p = await makePlayer(t.app.db);
    await fund(t.app.db, 'royal', p.id, 5_000);
    const move = (db: Db, i: number) => {
      const out = i % 2 === 0;
      const main = { account: { memberId: p.id, kind: 'main' as const }, amount: out ? -700 : 700 };
      const vendor = { account: { memberId: p.id, kind: 'vendor:DEMO' as const }, amount: out ? 700 : -700 };
      return db.transaction((tx) =>
        postLedgerTransaction(tx, {
          tenantId: 'royal',
          code: out ? 'TRANSFER_OUT' : 'TRANSFER_IN',
          idempotencyKey: `tr-${p.id}-${i}`,
          actor: `member:${p.id}`,
          postings: [main, vendor],
        }),
      );
    };
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => move(dbAt(i), i)));
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFunds);
    const b = await getBalances(t.app.db, 'royal', p.id);
    expect(b.main + (b.vendors.DEMO ?? 0)).toBe(5_000);
    expect(b.main).toBeGreaterThanOrEqual(0);
    expect((await verifyLedger(t.app.db)).ok).toBe(true);
  });
});
