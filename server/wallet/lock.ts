/**
 * The first lock of every money path: the player's member row. `FOR NO KEY UPDATE` serialises one
 * player's money movements (bets, wins, withdrawals, deposits, transfers, payouts, adjustments)
 * across processes without conflicting with the `KEY SHARE` lock a foreign key to `members` takes,
 * so inserting a withdrawal, a bet order or a ledger account for the player never waits on it.
 * The lock order every path keeps (server/wallet/README.md "Lock order"): member row, then the
 * request row (bet order, withdrawal, deposit, reward request), then the ledger accounts in id
 * order (inside `ledger_post`).
 */
import type { Queryable } from '../db/types';

/** Locks the member rows of `memberIds` in id order (one round trip). */
export async function lockMember(tx: Queryable, ...memberIds: number[]): Promise<void> {
  if (memberIds.length === 1) {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberIds[0] ?? 0]);
    return;
  }
  await tx.query('SELECT id FROM members WHERE id = ANY ($1::int[]) ORDER BY id FOR NO KEY UPDATE', [memberIds]);
}
