/** Ledger fixtures for rg tests: deposits and bets on any account, at a given time. */
import { randomBytes } from 'node:crypto';
import { HOUSE_ACCOUNTS, type PlayerAccountKind } from '../../../src/contracts/wallet/tx-codes';
import type { Queryable } from '../../db/types';
import { postLedgerTransaction } from '../../wallet/ledger';

const key = () => `rg-test:${randomBytes(8).toString('hex')}`;

export async function post(
  tx: Queryable,
  tenantId: string,
  memberId: number,
  code: 'DEPOSIT' | 'BET' | 'WIN',
  amount: number,
  now: Date,
  kind: PlayerAccountKind = 'main',
) {
  const house = code === 'DEPOSIT' ? HOUSE_ACCOUNTS.cash : HOUSE_ACCOUNTS.games;
  return postLedgerTransaction(tx, {
    tenantId,
    code,
    idempotencyKey: key(),
    actor: 'test',
    reason: 'rg test',
    now,
    postings: [
      { account: { memberId, kind }, amount },
      { account: { house }, amount: -amount },
    ],
  });
}
