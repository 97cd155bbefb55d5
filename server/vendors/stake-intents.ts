/**
 * No stake without an outcome. Before a vendor asks the operator to debit a real-money stake it
 * writes the intent down (`intendStake`); the round or ticket that stake pays for marks it recorded
 * in the same transaction (`markRecorded`). An intent still pending after the settlement window
 * means the debit may have happened with nothing to show for it (the process died in between, or
 * the debit's answer was lost): `settleUnrecordedStakes`, run by every process's sweep, claims it (the
 * round can then no longer be recorded: `markRecorded` needs it pending) and rolls it back
 * through the seamless wallet with a fixed transaction id (`<round>:rollback`), so whichever process
 * sends it the operator gives the stake back once (server/wallet/refunds.ts) and the betting record
 * shows it rolled back. A debit that never arrived answers UNKNOWN_TRANSACTION and is then refused
 * if it comes late. Free play (the vendor's play money) never touches the operator and needs none.
 */
import type { Queryable } from '../db/types';
import { type VendorDeps, VendorError } from './context';
import { type Param, sqlParams, type WorkQuestion } from './sweep-work';
import type { VendorSession } from './sessions';

/** How long a stake may stay without its round before it is rolled back. */
export const UNSETTLED_STAKE_MS = 30_000;

export type StakeIntent = { vendorCode: string; betTransactionId: string; roundId: string; amount: number };

/** Writes the stake down before its debit; null for free play (play money needs no settling). */
export async function intendStake(deps: VendorDeps, session: VendorSession, intent: StakeIntent): Promise<StakeIntent | null> {
  if (session.freePlay) return null;
  await deps.db.query(
    `INSERT INTO vendor_stake_intents (vendor_code, bet_transaction_id, round_id, operator_session, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [intent.vendorCode, intent.betTransactionId, intent.roundId, session.operatorSession, intent.amount, deps.now()],
  );
  return intent;
}

/** Thrown inside the round's transaction when the sweep already took the stake back: nothing is recorded. */
export class StakeAlreadySettled extends Error {}

/** What the player is told then: the round did not happen and the stake is back. */
export const roundVoid = () => new VendorError('ROUND_VOID', 'roundVoid', 409);

/**
 * The stake's round or ticket is written: call in the transaction that writes it. Only a pending
 * intent becomes recorded: if the sweep has claimed it (its rollback is on its way or done), this
 * throws StakeAlreadySettled and the round's transaction writes nothing.
 */
export async function markRecorded(
  tx: Queryable,
  intent: Pick<StakeIntent, 'vendorCode' | 'betTransactionId'> | null,
  now: Date,
): Promise<void> {
  if (!intent) return;
  const rows = await tx.query(
    `UPDATE vendor_stake_intents SET status = 'recorded', settled_at = $3 WHERE vendor_code = $1 AND bet_transaction_id = $2 AND status = 'pending' RETURNING 1`,
    [intent.vendorCode, intent.betTransactionId, now],
  );
  if (rows.length === 0) throw new StakeAlreadySettled(`stake ${intent.betTransactionId} was already taken back`);
}

/** The operator refused the debit (no money moved) or the stake went back: nothing is left to settle. */
export async function markRefunded(deps: VendorDeps, intent: Pick<StakeIntent, 'vendorCode' | 'betTransactionId'> | null): Promise<void> {
  if (!intent) return;
  await deps.db.query(
    `UPDATE vendor_stake_intents SET status = 'refunded', settled_at = $3
     WHERE vendor_code = $1 AND bet_transaction_id = $2 AND status IN ('pending', 'rolling_back')`,
    [intent.vendorCode, intent.betTransactionId, deps.now()],
  );
}

type Row = { vendor_code: string; bet_transaction_id: string; round_id: string; operator_session: string };

/** Stakes without their round for longer than `afterMs` at `now`, or whose rollback was claimed and not finished. */
const unsettledWhere = (at: Param, now: Date, afterMs: number) =>
  `status IN ('pending', 'rolling_back') AND created_at <= ${at(new Date(now.getTime() - afterMs))}`;

/** Whether a stake waits to be rolled back (the sweep's question). */
export const stakesUnsettled =
  (now: Date, afterMs = UNSETTLED_STAKE_MS): WorkQuestion =>
  (at) =>
    `EXISTS (SELECT 1 FROM vendor_stake_intents WHERE ${unsettledWhere(at, now, afterMs)})`;

/** Rolls back every stake pending longer than `afterMs`; answers how many went back (or never arrived). */
export async function settleUnrecordedStakes(deps: VendorDeps, afterMs = UNSETTLED_STAKE_MS): Promise<number> {
  // claimed first: from here on the round can no longer be recorded (markRecorded needs `pending`);
  // a claim whose process died is sent again by the next sweep (same rollback id, applied once)
  const { values, at } = sqlParams();
  const due = await deps.db.query<Row>(
    `UPDATE vendor_stake_intents SET status = 'rolling_back'
     WHERE (vendor_code, bet_transaction_id) IN (
       SELECT vendor_code, bet_transaction_id FROM vendor_stake_intents
       WHERE ${unsettledWhere(at, deps.now(), afterMs)} ORDER BY created_at LIMIT 100)
     RETURNING vendor_code, bet_transaction_id, round_id, operator_session`,
    values,
  );
  let settled = 0;
  for (const row of due) {
    const answer = await deps
      .clientFor(row.vendor_code)
      .rollback({
        sessionToken: row.operator_session,
        transactionId: `${row.round_id}:rollback`,
        referenceTransactionId: row.bet_transaction_id,
        roundId: row.round_id,
      })
      .catch(() => null);
    // OK: given back now (or before, a replay); UNKNOWN_TRANSACTION: the debit never happened;
    // ROUND_CANCELLED: the stake already went back another way. Anything else: the next sweep tries again.
    if (answer && ['OK', 'UNKNOWN_TRANSACTION', 'ROUND_CANCELLED'].includes(answer.status)) {
      await markRefunded(deps, { vendorCode: row.vendor_code, betTransactionId: row.bet_transaction_id });
      settled += 1;
    }
  }
  return settled;
}
