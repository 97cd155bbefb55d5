/**
 * The posting API: every change of a balance is one transaction of balanced postings, written by
 * the database function `ledger_post` (migration 010) in one round trip. Call it inside your own
 * DB transaction (`db.transaction(async (tx) => postLedgerTransaction(tx, ...))`) so the money and
 * your records commit together. See server/wallet/README.md.
 */
import type { HouseAccount, PlayerAccountKind, TxCode } from '../../src/contracts/wallet/tx-codes';
import type { Queryable } from '../db/types';
import { IdempotencyConflict, InsufficientFunds } from './errors';
import { minor } from './minor';

/** A player's account (main, locked, vendor:<CODE>) or a house account (house:cash, ...). */
export type AccountRef = { memberId: number; kind: PlayerAccountKind } | { house: HouseAccount };
/** Signed minor units: positive credits the account, negative debits it. */
export type Posting = { account: AccountRef; amount: number };

export type LedgerTransactionInput = {
  tenantId: string;
  code: TxCode;
  /** unique per brand: a retry with the same key changes nothing and answers `replayed: true` */
  idempotencyKey: string;
  /** who: 'member:<id>', 'operator:<name>', 'vendor:<CODE>', 'gateway:<id>', 'system' */
  actor: string;
  reason?: string;
  meta?: Record<string, unknown>;
  postings: readonly Posting[];
  now?: Date;
};

export type AccountBalance = { memberId: number; kind: string; balance: number };
export type PostResult = { transactionId: number; replayed: boolean; balances: AccountBalance[] };

/** What ledger_post answers (also inside ledger_post_bet / ledger_post_win, server/wallet/rounds.ts). */
export type LedgerAnswer =
  | { status: 'posted' | 'replayed' | 'conflict'; transactionId: number; balances: { memberId: number; kind: string; balance: string }[] }
  | { status: 'insufficient'; memberId: number; kind: string; available: string; requested: string };

function checkInput(input: LedgerTransactionInput): void {
  if (input.postings.length < 2) throw new Error('ledger: a transaction needs at least two postings');
  let sum = 0;
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new Error(`ledger: a posting amount must be a non-zero safe integer, got ${p.amount}`);
    sum += p.amount;
  }
  if (sum !== 0) throw new Error(`ledger: postings must sum to zero, got ${sum}`);
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) throw new Error('ledger: idempotency key must be 1-200 characters');
}

/**
 * Posts one balanced transaction. Throws InsufficientFunds (nothing written, your transaction stays
 * usable) when a player account would go negative, IdempotencyConflict when the key was used for
 * another transaction. A replay answers the original transaction id and the current balances.
 */
export async function postLedgerTransaction(tx: Queryable, input: LedgerTransactionInput): Promise<PostResult> {
  const rows = await tx.query<{ answer: LedgerAnswer }>('SELECT ledger_post($1::jsonb) AS answer', [ledgerPayload(input)]);
  return ledgerResult(input, rows[0]?.answer);
}

/** The checked JSON argument of ledger_post. */
export function ledgerPayload(input: LedgerTransactionInput): string {
  checkInput(input);
  return JSON.stringify({
    tenantId: input.tenantId,
    code: input.code,
    key: input.idempotencyKey,
    actor: input.actor,
    reason: input.reason ?? '',
    meta: input.meta ?? {},
    now: (input.now ?? new Date()).toISOString(),
    postings: input.postings.map((p) =>
      'house' in p.account
        ? { memberId: null, kind: p.account.house, amount: p.amount }
        : { memberId: p.account.memberId, kind: p.account.kind, amount: p.amount },
    ),
  });
}

/** ledger_post's answer as a result, or its refusal thrown (InsufficientFunds, IdempotencyConflict). */
export function ledgerResult(input: LedgerTransactionInput, answer: LedgerAnswer | undefined): PostResult {
  if (!answer) throw new Error('ledger: ledger_post answered nothing');
  if (answer.status === 'insufficient') {
    throw new InsufficientFunds(answer.memberId, answer.kind, minor(answer.available), minor(answer.requested));
  }
  if (answer.status === 'conflict') throw new IdempotencyConflict(input.idempotencyKey);
  return {
    transactionId: answer.transactionId,
    replayed: answer.status === 'replayed',
    balances: answer.balances.map((b) => ({ memberId: b.memberId, kind: b.kind, balance: minor(b.balance) })),
  };
}
