/**
 * The operator side of the seamless wallet: authenticate, balance, bet, win, rollback. Every money
 * movement is one ledger transaction (main wallet ↔ house:games) written with its bet order and the
 * vendor transaction id in one DB transaction; the id is claimed first, so a retry (even a parallel
 * one) answers the first result and moves nothing. See docs/vendors.md.
 */
import type { AuthenticateResponse, SeamlessRequest, SeamlessResponse, SeamlessStatus } from '../../../src/contracts/seamless';
import { HOUSE_ACCOUNTS, type TxCode } from '../../../src/contracts/wallet/tx-codes';
import type { Db, Queryable } from '../../db/types';
import { getBalances } from '../balances';
import { type BetOrderStatus, roundStatus } from '../bet-orders';
import { InsufficientFunds } from '../errors';
import type { LedgerTransactionInput } from '../ledger';
import { lockMember } from '../lock';
import { refundRound } from '../refunds';
import { postBet, postWin } from '../rounds';
import { checkBetLimits } from './limits';
import { findSeamlessSession, openSeamlessSession, type SeamlessSession } from './sessions';

/** What a redeemed launch token tells (server/games/launches.ts `redeemLaunch`). */
export type RedeemedLaunch = {
  tenantId: string;
  memberId: number;
  vendorCode: string;
  gameCode: string;
  nodeId: string | null;
  gameType: string;
  freePlay: boolean;
  language: string;
  returnUrl: string | null;
};

export type SeamlessDeps = {
  db: Db;
  now: () => Date;
  currencyOf(tenantId: string): string;
  /** the brand's default reality-check interval in minutes (its tenant file), null for none */
  realityDefaultOf(tenantId: string): number | null;
  redeemLaunch(tx: Queryable, token: string, now: Date): Promise<RedeemedLaunch | null>;
  /** the launched game's catalogue classifications and name (server/games) */
  gameInfo(db: Queryable, nodeId: string | null, language: string): Promise<{ classify: string[]; name: string | null }>;
};

const isVoid = (status: BetOrderStatus | null) => status === 'cancelled' || status === 'rolled_back';

/** Ends a call with a status (and rolls back whatever the call wrote). */
class Refusal extends Error {
  constructor(
    readonly status: SeamlessStatus,
    message: string,
    readonly extra: Partial<SeamlessResponse> = {},
  ) {
    super(message);
  }
}

async function mainBalance(db: Queryable, s: { tenantId: string; memberId: number }): Promise<number> {
  return (await getBalances(db, s.tenantId, s.memberId)).main;
}

async function answer(deps: SeamlessDeps, s: SeamlessSession, status: SeamlessStatus = 'OK', extra: Partial<SeamlessResponse> = {}) {
  return { status, balance: await mainBalance(deps.db, s), currency: deps.currencyOf(s.tenantId), ...extra };
}

/** The session of a call, for this vendor; `live` calls (balance, bet) also need it unexpired. */
async function sessionFor(deps: SeamlessDeps, vendorCode: string, token: string, live: boolean): Promise<SeamlessSession> {
  const s = await findSeamlessSession(deps.db, token);
  if (!s || s.vendorCode !== vendorCode) throw new Refusal('INVALID_TOKEN', 'unknown session');
  if (live && s.expiresAt <= deps.now()) throw new Refusal('TOKEN_EXPIRED', 'session expired');
  if (s.freePlay) throw new Refusal('BAD_REQUEST', 'free play sessions never touch the wallet');
  return s;
}

export async function authenticate(
  deps: SeamlessDeps,
  vendorCode: string,
  req: SeamlessRequest<'authenticate'>,
): Promise<AuthenticateResponse> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const launch = await deps.redeemLaunch(tx, req.launchToken, now);
    if (!launch || launch.vendorCode.toUpperCase() !== vendorCode)
      return { status: 'INVALID_TOKEN', message: 'unknown, used or expired launch' };
    const [member] = await tx.query<{ disabled: boolean }>('SELECT disabled FROM members WHERE id = $1', [launch.memberId]);
    if (!member || member.disabled) return { status: 'USER_DISABLED' };
    const sessionToken = await openSeamlessSession(tx, { ...launch, vendorCode, now });
    const game = await deps.gameInfo(tx, launch.nodeId, launch.language);
    return {
      status: 'OK',
      sessionToken,
      playerId: `${launch.tenantId}:${launch.memberId}`,
      currency: deps.currencyOf(launch.tenantId),
      balance: launch.freePlay ? 0 : await mainBalance(tx, launch),
      freePlay: launch.freePlay,
      gameCode: launch.gameCode,
      gameType: launch.gameType,
      classify: game.classify,
      ...(game.name ? { gameName: game.name } : {}),
      language: launch.language,
      returnUrl: launch.returnUrl,
    };
  });
}

export async function balance(deps: SeamlessDeps, vendorCode: string, req: SeamlessRequest<'balance'>) {
  return answer(deps, await sessionFor(deps, vendorCode, req.sessionToken, true));
}

type Claim = { kind: 'bet' | 'win' | 'rollback'; transactionId: string; roundId: string; amount: number; reference?: string };

/** Claims the vendor transaction id; false when it was already used (a replay). */
async function claim(tx: Queryable, deps: SeamlessDeps, s: SeamlessSession, c: Claim): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO seamless_transactions (vendor_code, transaction_id, tenant_id, member_id, kind, round_id, amount,
       reference_transaction_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (vendor_code, transaction_id) DO NOTHING RETURNING transaction_id`,
    [s.vendorCode, c.transactionId, s.tenantId, s.memberId, c.kind, c.roundId, c.amount, c.reference ?? null, deps.now()],
  );
  if (rows.length > 0) return true;
  const [prior] = await tx.query<{ kind: string; amount: string; round_id: string; member_id: number }>(
    'SELECT kind, amount::text AS amount, round_id, member_id FROM seamless_transactions WHERE vendor_code = $1 AND transaction_id = $2',
    [s.vendorCode, c.transactionId],
  );
  if (
    !prior ||
    prior.kind !== c.kind ||
    Number(prior.amount) !== c.amount ||
    prior.round_id !== c.roundId ||
    prior.member_id !== s.memberId
  ) {
    throw new Refusal('BAD_REQUEST', 'transaction id already used for another transaction');
  }
  return false;
}

function posting(
  deps: SeamlessDeps,
  s: SeamlessSession,
  code: TxCode,
  transactionId: string,
  playerAmount: number,
  reason: string,
): LedgerTransactionInput {
  return {
    tenantId: s.tenantId,
    code,
    idempotencyKey: `seamless:${s.vendorCode}:${transactionId}`,
    actor: `vendor:${s.vendorCode}`,
    reason,
    meta: { vendorTransactionId: transactionId, gameCode: s.gameCode },
    postings: [
      { account: { memberId: s.memberId, kind: 'main' }, amount: playerAmount },
      { account: { house: HOUSE_ACCOUNTS.games }, amount: -playerAmount },
    ],
    now: deps.now(),
  };
}

async function linkLedger(tx: Queryable, s: SeamlessSession, transactionId: string, ledgerId: number | null) {
  if (ledgerId === null) return;
  await tx.query('UPDATE seamless_transactions SET ledger_tx_id = $3 WHERE vendor_code = $1 AND transaction_id = $2', [
    s.vendorCode,
    transactionId,
    ledgerId,
  ]);
}

/** The one entry point of every bet: limits, then the debit and its bet order. */
export async function bet(deps: SeamlessDeps, vendorCode: string, req: SeamlessRequest<'bet'>) {
  const s = await sessionFor(deps, vendorCode, req.sessionToken, true);
  if (s.disabled) throw new Refusal('USER_DISABLED', 'account disabled');
  if (req.amount <= 0) throw new Refusal('BAD_REQUEST', 'a bet amount is positive');
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      // the member row first: the limit check locks it too, and taking it after the claim's foreign
      // key share lock would deadlock two parallel bets of one player (PostgreSQL)
      await lockMember(tx, s.memberId);
      if (!(await claim(tx, deps, s, { kind: 'bet', transactionId: req.transactionId, roundId: req.roundId, amount: req.amount }))) return;
      const [rolledBack] = await tx.query(
        `SELECT 1 FROM seamless_transactions WHERE vendor_code = $1 AND reference_transaction_id = $2 AND kind = 'rollback'`,
        [s.vendorCode, req.transactionId],
      );
      if (rolledBack) throw new Refusal('BAD_REQUEST', 'this transaction was already rolled back');
      // no stake is added to a round whose stake went back: it would never have an outcome
      if (isVoid(await roundStatus(tx, { ...s, roundId: req.roundId }))) throw new Refusal('ROUND_CANCELLED', 'this round was cancelled');
      const limit = await checkBetLimits(tx, {
        ...s,
        amount: req.amount,
        now,
        defaultRealityCheckMinutes: deps.realityDefaultOf(s.tenantId),
      });
      if (limit?.status === 'LIMIT_REACHED')
        throw new Refusal(limit.status, 'a responsible-gambling limit stops this bet', { limit: limit.limit });
      if (limit) throw new Refusal(limit.status, 'the player is excluded');
      // the debit and its bet order in one statement (server/wallet/rounds.ts)
      const bet = await postBet(tx, posting(deps, s, 'BET', req.transactionId, -req.amount, `round ${req.roundId}`), {
        ...s,
        roundId: req.roundId,
        gameCode: req.gameCode,
        stake: req.amount,
      });
      await linkLedger(tx, s, req.transactionId, bet.transactionId);
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) return answer(deps, s, 'INSUFFICIENT_FUNDS');
    throw error;
  }
  return answer(deps, s, 'OK', { transactionId: req.transactionId });
}

export async function win(deps: SeamlessDeps, vendorCode: string, req: SeamlessRequest<'win'>) {
  const s = await sessionFor(deps, vendorCode, req.sessionToken, false);
  const now = deps.now();
  const status = await deps.db.transaction(async (tx): Promise<SeamlessStatus> => {
    await lockMember(tx, s.memberId);
    // the round's stake went back (the player cancelled it, a rollback): the round is void, nothing is paid
    if (isVoid(await roundStatus(tx, { ...s, roundId: req.roundId }))) return 'ROUND_CANCELLED';
    if (!(await claim(tx, deps, s, { kind: 'win', transactionId: req.transactionId, roundId: req.roundId, amount: req.amount })))
      return 'OK'; // a replay: already applied
    // the credit and the round's order in one statement (server/wallet/rounds.ts); nothing written without an open order
    const credit = req.amount > 0 ? posting(deps, s, 'WIN', req.transactionId, req.amount, `round ${req.roundId}`) : null;
    const settled = await postWin(tx, credit, { ...s, roundId: req.roundId, win: req.amount, roundClosed: req.roundClosed, now });
    if (!settled) throw new Refusal('UNKNOWN_TRANSACTION', 'no open bet for this round');
    await linkLedger(tx, s, req.transactionId, settled.transactionId);
    return 'OK';
  });
  return answer(deps, s, status, { transactionId: req.transactionId });
}

/**
 * A vendor's rollback gives back the one bet it names, once (server/wallet/refunds.ts): a second
 * rollback of that bet, a rollback of a round that was cancelled or already gave its stake back
 * (ROUND_CANCELLED) and a rollback of a settled round (ROUND_CLOSED) move nothing. A replay of an
 * accepted rollback (same transaction id) answers OK again.
 */
export async function rollback(deps: SeamlessDeps, vendorCode: string, req: SeamlessRequest<'rollback'>) {
  const s = await sessionFor(deps, vendorCode, req.sessionToken, false);
  const now = deps.now();
  const status = await deps.db.transaction(async (tx): Promise<SeamlessStatus> => {
    await lockMember(tx, s.memberId);
    const [original] = await tx.query<{ kind: string; amount: string; round_id: string; member_id: number; rolled_back: boolean }>(
      `SELECT kind, amount::text AS amount, round_id, member_id, rolled_back FROM seamless_transactions
       WHERE vendor_code = $1 AND transaction_id = $2 FOR UPDATE`,
      [s.vendorCode, req.referenceTransactionId],
    );
    if (original && (original.kind !== 'bet' || original.member_id !== s.memberId))
      throw new Refusal('BAD_REQUEST', 'only a bet can be rolled back');
    const amount = original ? Number(original.amount) : 0;
    const c = {
      kind: 'rollback' as const,
      transactionId: req.transactionId,
      roundId: req.roundId,
      amount,
      reference: req.referenceTransactionId,
    };
    if (!(await claim(tx, deps, s, c))) return original ? 'OK' : 'UNKNOWN_TRANSACTION';
    // an unknown reference is remembered: that bet, if it arrives late, is refused
    if (!original) return 'UNKNOWN_TRANSACTION';
    if (original.rolled_back) throw new Refusal('ROUND_CANCELLED', 'this bet was already rolled back');
    const refund = await refundRound(tx, {
      ...s,
      roundId: original.round_id,
      cause: 'vendor',
      bet: { transactionId: req.referenceTransactionId, amount },
      actor: `vendor:${s.vendorCode}`,
      reason: `rollback of ${req.referenceTransactionId}`,
      now,
    });
    if (refund.status === 'settled') throw new Refusal('ROUND_CLOSED', 'the round is settled: its bets cannot be rolled back');
    if (refund.status !== 'refunded') throw new Refusal('ROUND_CANCELLED', 'the stake of this round already went back to the player');
    await tx.query('UPDATE seamless_transactions SET rolled_back = true WHERE vendor_code = $1 AND transaction_id = $2', [
      s.vendorCode,
      req.referenceTransactionId,
    ]);
    await linkLedger(tx, s, req.transactionId, refund.transactionId);
    return 'OK';
  });
  return answer(deps, s, status, { transactionId: req.transactionId });
}

/**
 * Runs an operation; a Refusal becomes its status answer, with the balance only when the session is
 * known and belongs to the calling vendor (another vendor's session tells it nothing).
 */
export async function guarded<T>(
  deps: SeamlessDeps,
  vendorCode: string,
  sessionToken: string | undefined,
  fn: () => Promise<T>,
): Promise<T | SeamlessResponse> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const found = sessionToken ? await findSeamlessSession(deps.db, sessionToken) : null;
    const s = found && found.vendorCode === vendorCode.toUpperCase() ? found : null;
    return {
      status: error.status,
      message: error.message,
      ...(s ? { balance: await mainBalance(deps.db, s), currency: deps.currencyOf(s.tenantId), ...error.extra } : {}),
    };
  }
}
