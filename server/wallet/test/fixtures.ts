/** Built fixtures for wallet tests: a player, a funded main wallet, row counts. */
import { randomBytes } from 'node:crypto';
import { HOUSE_ACCOUNTS } from '../../../src/contracts/wallet/tx-codes';
import { insertMember, type MemberRow } from '../../accounts/members';
import type { Db, Queryable } from '../../db/types';
import { postLedgerTransaction } from '../ledger';

export async function makePlayer(db: Queryable, tenantId = 'royal', merchantCode = 'ROYAL01'): Promise<MemberRow> {
  return insertMember(db, {
    tenantId,
    merchantCode,
    username: `p${randomBytes(4).toString('hex')}`,
    passwordHash: null,
    now: new Date(),
  });
}

/** Credits the main wallet through a DEPOSIT from house:cash. */
export async function fund(db: Db, tenantId: string, memberId: number, amount: number): Promise<void> {
  await db.transaction((tx) =>
    postLedgerTransaction(tx, {
      tenantId,
      code: 'DEPOSIT',
      idempotencyKey: `fixture:${randomBytes(8).toString('hex')}`,
      actor: 'system',
      reason: 'test fixture',
      postings: [
        { account: { memberId, kind: 'main' }, amount },
        { account: { house: HOUSE_ACCOUNTS.cash }, amount: -amount },
      ],
    }),
  );
}

export async function countRows(db: Queryable, table: string): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}
