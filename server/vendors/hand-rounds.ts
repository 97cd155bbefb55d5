/**
 * Blackjack hands: a round played in steps. Deal debits the stake (`<round>:bet`) and takes the
 * next nonce of the player's seed pair; each action is appended to the hand's action list and the
 * hand is replayed from the seeds (engines/blackjack.ts), so the server never stores a card that
 * the seeds do not give back. A double debits the stake again on the same round
 * (`<round>:double`). When the hand ends it is recorded as a vendor round and the return is credited
 * (`<round>:win`, retried by `retryPendingWins` until acknowledged), as an instant round is.
 *
 * Failures: a refused double leaves the hand as it was; a wallet that does not answer on the deal
 * or on a double, or a hand that cannot be recorded, voids the hand and rolls back its stakes. One
 * hand in play per game session: dealing again resumes it. Concurrent actions on one hand are
 * serialised by a compare-and-set on its action list (the loser gets `vendor.busy`).
 *
 * Abandoned hands (`settleAbandonedHands`, run by the sweep): a hand still open when its game
 * session has expired stands as it is (the dealer plays it out and the win is credited, which the
 * operator accepts after expiry); a hand stuck half-way through a double for a minute (the process
 * stopped between the claim and the wallet's answer) is voided with both stakes rolled back.
 */
import { randomUUID } from 'node:crypto';
import { type VendorDeps, VendorError } from './context';
import { type Param, sqlParams, type WorkQuestion } from './sweep-work';
import { type Action, type BlackjackHand, isAction, replayHand } from './engines/blackjack';
import { money } from './engines/types';
import { FairRng } from './fair/rng';
import type { PlayerWallet } from './player-wallet';
import { SeamlessUnavailable } from './seamless-client';
import { takeNonce } from './seeds';
import { type SessionRow, sessionFromRow, type VendorSession, walletOf } from './sessions';
import { checkStake } from './stakes';

type HandRow = {
  round_id: string;
  stake: string;
  seed_id: number;
  nonce: number;
  actions: Action[];
  status: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
};

const SELECT_HAND = `SELECT h.round_id, h.stake, h.seed_id, h.nonce, h.actions, h.status, s.server_seed, s.server_seed_hash, s.client_seed
  FROM vendor_hands h JOIN vendor_seeds s ON s.id = h.seed_id`;

function checkBlackjack(session: VendorSession): void {
  if (session.engine !== 'blackjack') throw new VendorError('BAD_GAME', 'notHandByHand');
}

function replay(row: HandRow, actions: readonly Action[]): BlackjackHand | null {
  return replayHand(new FairRng({ serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce }), actions);
}

/** What the page gets: the hand (the dealer's hole card hidden while in play), stakes and fairness. */
function answer(row: HandRow, hand: BlackjackHand, balance: number | null) {
  const stake = Number(row.stake);
  return {
    roundId: row.round_id,
    stake: hand.doubled ? stake * 2 : stake,
    win: hand.done ? money(stake, hand.multiplier) : 0,
    hand,
    balance,
    fairness: { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce },
  };
}

async function openHandRow(deps: VendorDeps, session: VendorSession): Promise<HandRow | null> {
  const [row] = await deps.db.query<HandRow>(`${SELECT_HAND} WHERE h.session_hash = $1 AND h.status IN ('open', 'doubling')`, [
    session.tokenHash,
  ]);
  return row ?? null;
}

/** The hand in play of this session (for the page's state), or null. */
export async function handInPlay(deps: VendorDeps, session: VendorSession) {
  const row = await openHandRow(deps, session);
  const hand = row ? replay(row, row.actions) : null;
  return row && hand ? answer(row, hand, null) : null;
}

async function voidHand(deps: VendorDeps, wallet: PlayerWallet, row: HandRow, doubled: boolean): Promise<void> {
  const stake = Number(row.stake);
  if (doubled) await wallet.refund(`${row.round_id}:double-rollback`, `${row.round_id}:double`, row.round_id, stake).catch(() => {});
  await wallet.refund(`${row.round_id}:rollback`, `${row.round_id}:bet`, row.round_id, stake).catch(() => {});
  await deps.db.query(`UPDATE vendor_hands SET status = 'void', settled_at = $2 WHERE round_id = $1`, [row.round_id, deps.now()]);
}

/** Records the finished hand as a round and credits its return (once: the status claim). */
async function settle(deps: VendorDeps, session: VendorSession, row: HandRow, hand: BlackjackHand) {
  const wallet = walletOf(deps, session);
  const stake = Number(row.stake);
  const cost = hand.doubled ? stake * 2 : stake;
  const win = money(stake, hand.multiplier);
  try {
    const claimed = await deps.db.transaction(async (tx) => {
      const done = await tx.query(
        `UPDATE vendor_hands SET status = 'settled', settled_at = $2 WHERE round_id = $1 AND status IN ('open', 'doubling') RETURNING round_id`,
        [row.round_id, deps.now()],
      );
      if (done.length === 0) return false;
      await tx.query(
        `INSERT INTO vendor_rounds (round_id, vendor_code, player_id, game_code, free_play, stake, win, seed_id, nonce,
           options, outcome, status, operator_session, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'win_pending', $12, $13)`,
        [
          row.round_id,
          session.vendorCode,
          session.playerId,
          session.gameCode,
          session.freePlay,
          cost,
          win,
          row.seed_id,
          row.nonce,
          JSON.stringify({ actions: hand.actions }),
          JSON.stringify(hand),
          session.operatorSession,
          deps.now(),
        ],
      );
      return true;
    });
    if (!claimed) throw new VendorError('BUSY', 'handSettled', 409);
  } catch (error) {
    if (error instanceof VendorError) throw error;
    await voidHand(deps, wallet, row, hand.doubled);
    throw error;
  }
  let balance: number | null = null;
  try {
    balance = await wallet.credit(`${row.round_id}:win`, row.round_id, win);
    await deps.db.query(`UPDATE vendor_rounds SET status = 'closed' WHERE round_id = $1`, [row.round_id]);
  } catch {
    // left win_pending: retryPendingWins sends the same transaction again
  }
  return answer(row, hand, balance ?? (await wallet.balance().catch(() => null)));
}

export async function dealHand(deps: VendorDeps, session: VendorSession, stakeInput: unknown) {
  checkBlackjack(session);
  const stake = checkStake(stakeInput, session.currency);
  const wallet = walletOf(deps, session);
  const open = await openHandRow(deps, session);
  if (open) {
    const hand = replay(open, open.actions);
    if (hand) return answer(open, hand, await wallet.balance().catch(() => null));
  }
  const roundId = randomUUID();
  const seed = await takeNonce(deps.db, session.vendorCode, session.playerId);
  const inserted = await deps.db.query(
    `INSERT INTO vendor_hands (round_id, session_hash, vendor_code, player_id, game_code, free_play, operator_session, stake,
       seed_id, nonce, actions, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '[]', 'open', $11) ON CONFLICT DO NOTHING RETURNING round_id`,
    [
      roundId,
      session.tokenHash,
      session.vendorCode,
      session.playerId,
      session.gameCode,
      session.freePlay,
      session.operatorSession,
      stake,
      seed.id,
      seed.nonce,
      deps.now(),
    ],
  );
  if (inserted.length === 0) throw new VendorError('BUSY', 'handDealing', 409);
  const row: HandRow = {
    round_id: roundId,
    stake: String(stake),
    seed_id: seed.id,
    nonce: seed.nonce,
    actions: [],
    status: 'open',
    server_seed: seed.serverSeed,
    server_seed_hash: seed.serverSeedHash,
    client_seed: seed.clientSeed,
  };
  let balance: number;
  try {
    balance = await wallet.debit(`${roundId}:bet`, roundId, stake);
  } catch (error) {
    if (error instanceof SeamlessUnavailable) await voidHand(deps, wallet, row, false);
    else await deps.db.query(`UPDATE vendor_hands SET status = 'void', settled_at = $2 WHERE round_id = $1`, [roundId, deps.now()]);
    throw error;
  }
  const hand = replay(row, []) as BlackjackHand;
  if (hand.done) return settle(deps, session, row, hand);
  return answer(row, hand, balance);
}

/**
 * `step` (optional) is how many actions the page had seen: a repeated request (a retry after a
 * lost answer) then fails with `vendor.busy` instead of hitting twice.
 */
export async function actOnHand(deps: VendorDeps, session: VendorSession, roundIdInput: unknown, actionInput: unknown, step?: unknown) {
  checkBlackjack(session);
  if (!isAction(actionInput)) throw new VendorError('BAD_OPTIONS', 'chooseMove');
  const action = actionInput;
  const [row] =
    typeof roundIdInput === 'string'
      ? await deps.db.query<HandRow>(`${SELECT_HAND} WHERE h.round_id = $1 AND h.session_hash = $2`, [roundIdInput, session.tokenHash])
      : [];
  if (!row) throw new VendorError('BAD_HAND', 'noSuchHand', 404);
  if (row.status !== 'open') throw new VendorError('BAD_HAND', 'handOver', 409);
  if (step !== undefined && step !== row.actions.length) throw new VendorError('BUSY', 'moveMade', 409);
  const next = replay(row, [...row.actions, action]);
  if (!next) throw new VendorError('BAD_OPTIONS', 'moveNotAllowed');
  const wallet = walletOf(deps, session);
  const claimed = await deps.db.query(
    `UPDATE vendor_hands SET actions = $2, status = $3 WHERE round_id = $1 AND status = 'open' AND actions = $4::jsonb RETURNING round_id`,
    [row.round_id, JSON.stringify(next.actions), action === 'double' ? 'doubling' : 'open', JSON.stringify(row.actions)],
  );
  if (claimed.length === 0) throw new VendorError('BUSY', 'moveRaced', 409);
  let balance: number | null = null;
  if (action === 'double') {
    try {
      balance = await wallet.debit(`${row.round_id}:double`, row.round_id, Number(row.stake));
    } catch (error) {
      if (error instanceof SeamlessUnavailable) {
        await voidHand(deps, wallet, row, true);
      } else {
        // refused (not enough balance, a limit): the hand goes on as it was
        await deps.db.query(`UPDATE vendor_hands SET actions = $2, status = 'open' WHERE round_id = $1`, [
          row.round_id,
          JSON.stringify(row.actions),
        ]);
      }
      throw error;
    }
  }
  if (next.done) return settle(deps, session, row, next);
  return answer(row, next, balance ?? (await wallet.balance().catch(() => null)));
}

const STUCK_DOUBLE_MS = 60_000;

/** Hands (`h`, their sessions `v`) left open past their session's expiry at `now`, or stuck doubling for a minute. */
const abandonedWhere = (at: Param, now: Date) =>
  `(h.status = 'open' AND v.expires_at <= ${at(now)}) OR (h.status = 'doubling' AND h.created_at <= ${at(new Date(now.getTime() - STUCK_DOUBLE_MS))})`;
const HANDS_WITH_SESSIONS = 'vendor_hands h JOIN vendor_sessions v ON v.token_hash = h.session_hash';

/** Whether a hand waits to be stood or voided (the sweep's question). */
export const handsAbandoned =
  (now: Date): WorkQuestion =>
  (at) =>
    `EXISTS (SELECT 1 FROM ${HANDS_WITH_SESSIONS} WHERE ${abandonedWhere(at, now)})`;

/** Stands every hand left open past its session's expiry; voids doubles stuck for a minute. */
export async function settleAbandonedHands(deps: VendorDeps): Promise<number> {
  const { values, at } = sqlParams();
  const rows = await deps.db.query<HandRow & SessionRow & { hand_created_at: Date }>(
    `SELECT h.round_id, h.stake, h.seed_id, h.nonce, h.actions, h.status, h.created_at AS hand_created_at,
       s.server_seed, s.server_seed_hash, s.client_seed, v.*
     FROM ${HANDS_WITH_SESSIONS} JOIN vendor_seeds s ON s.id = h.seed_id
     WHERE ${abandonedWhere(at, deps.now())}
     LIMIT 50`,
    values,
  );
  let done = 0;
  for (const row of rows) {
    const session = sessionFromRow(row);
    try {
      if (row.status === 'doubling') {
        await voidHand(deps, walletOf(deps, session), row, true);
      } else {
        const stood = replay(row, [...row.actions, 'stand']);
        if (stood) await settle(deps, session, row, stood);
      }
      done += 1;
    } catch {
      // tried again on the next sweep
    }
  }
  return done;
}
