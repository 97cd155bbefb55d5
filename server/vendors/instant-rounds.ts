/**
 * An instant round: debit the cost (seamless bet, or play money), draw the outcome from the
 * player's seed pair and next nonce, feed/pay the jackpot pool, record the round, credit the win.
 * The stake is written down before the debit (stake-intents.ts); if anything fails after the debit and
 * before the round is recorded, the bet is rolled back, now or, if the process died, by the sweep.
 * A credit the operator does not acknowledge leaves the round `win_pending`; `retryPendingWins`
 * sends the same transaction again until it is.
 */
import { randomUUID } from 'node:crypto';
import { type VendorDeps, VendorError } from './context';
import type { WorkQuestion } from './sweep-work';
import { engineById, JACKPOT_SHARE } from './engines/catalog';
import { isJackpotGrid } from './engines/slots';
import { type InstantEngine, money } from './engines/types';
import { FairRng } from './fair/rng';
import type { PlayerWallet } from './player-wallet';
import { SeamlessUnavailable } from './seamless-client';
import { takeNonce } from './seeds';
import { checkStake } from './stakes';
import { type VendorSession, walletOf } from './sessions';
import { intendStake, markRecorded, markRefunded, roundVoid, StakeAlreadySettled } from './stake-intents';

async function jackpotRound(deps: VendorDeps, session: VendorSession, stake: number, hit: boolean) {
  return deps.db.transaction(async (tx) => {
    const key = [session.vendorCode, session.gameCode, session.currency];
    await tx.query(
      `INSERT INTO vendor_jackpots (vendor_code, game_code, currency, pool) VALUES ($1, $2, $3, 0)
       ON CONFLICT (vendor_code, game_code, currency) DO NOTHING`,
      key,
    );
    const [row] = await tx.query<{ pool: string }>(
      `UPDATE vendor_jackpots SET pool = pool + $4 WHERE vendor_code = $1 AND game_code = $2 AND currency = $3 RETURNING pool`,
      [...key, money(stake, JACKPOT_SHARE)],
    );
    const pool = Number(row?.pool ?? 0);
    if (!hit) return { win: 0, pool };
    await tx.query('UPDATE vendor_jackpots SET pool = 0 WHERE vendor_code = $1 AND game_code = $2 AND currency = $3', key);
    return { win: pool, pool: 0 };
  });
}

/** Rolls the round's stake back; false when that failed too (the sweep of unrecorded stakes retries it). */
async function giveBack(wallet: PlayerWallet, roundId: string, betTx: string, cost: number): Promise<boolean> {
  try {
    await wallet.refund(`${roundId}:rollback`, betTx, roundId, cost);
    return true;
  } catch {
    return false;
  }
}

export async function jackpotPool(deps: VendorDeps, session: VendorSession): Promise<number> {
  const [row] = await deps.db.query<{ pool: string }>(
    'SELECT pool FROM vendor_jackpots WHERE vendor_code = $1 AND game_code = $2 AND currency = $3',
    [session.vendorCode, session.gameCode, session.currency],
  );
  return Number(row?.pool ?? 0);
}

export async function playInstant(deps: VendorDeps, session: VendorSession, stakeInput: unknown, optionsInput: unknown) {
  const engine = engineById(session.engine);
  if (engine.kind !== 'instant') throw new VendorError('BAD_GAME', 'scheduledGame');
  const instant = engine as InstantEngine<unknown>;
  const stake = checkStake(stakeInput, session.currency);
  const options = instant.parseOptions(optionsInput);
  if (options === null) throw new VendorError('BAD_OPTIONS', 'chooseBet');
  const cost = instant.cost(stake, options);
  const wallet = walletOf(deps, session);
  const roundId = randomUUID();
  const betTx = `${roundId}:bet`;
  const intent = await intendStake(deps, session, { vendorCode: session.vendorCode, betTransactionId: betTx, roundId, amount: cost });
  try {
    await wallet.debit(betTx, roundId, cost);
  } catch (error) {
    // refused: no money moved; unreachable: maybe it did, so roll back now (the sweep tries again if this fails too)
    if (!(error instanceof SeamlessUnavailable)) await markRefunded(deps, intent);
    else if (await giveBack(wallet, roundId, betTx, cost)) await markRefunded(deps, intent);
    throw error;
  }
  await deps.fault?.('after-debit');
  let win: number;
  let record: { view: Record<string, unknown>; seed: Awaited<ReturnType<typeof takeNonce>> };
  try {
    const seed = await takeNonce(deps.db, session.vendorCode, session.playerId);
    const { multiplier, view } = instant.play(new FairRng(seed), options);
    win = money(stake, multiplier);
    if (session.engine === 'jackpot' && !session.freePlay) {
      const jackpot = await jackpotRound(deps, session, stake, isJackpotGrid(view.grid as number[]));
      view.jackpotWin = jackpot.win;
      view.jackpotPool = jackpot.pool;
      win += jackpot.win;
    }
    record = { view, seed };
    const roundWin = win;
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO vendor_rounds (round_id, vendor_code, player_id, game_code, free_play, stake, win, seed_id, nonce,
           options, outcome, status, operator_session, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'win_pending', $12, $13)`,
        [
          roundId,
          session.vendorCode,
          session.playerId,
          session.gameCode,
          session.freePlay,
          cost,
          roundWin,
          seed.id,
          seed.nonce,
          JSON.stringify(options),
          JSON.stringify(view),
          session.operatorSession,
          deps.now(),
        ],
      );
      await markRecorded(tx, intent, deps.now());
    });
  } catch (error) {
    if (await giveBack(wallet, roundId, betTx, cost)) await markRefunded(deps, intent);
    if (error instanceof StakeAlreadySettled) throw roundVoid();
    throw error;
  }
  let balance: number | null = null;
  try {
    balance = await wallet.credit(`${roundId}:win`, roundId, win);
    await deps.db.query(`UPDATE vendor_rounds SET status = 'closed' WHERE round_id = $1`, [roundId]);
  } catch {
    // left win_pending: retryPendingWins delivers it later with the same transaction id
  }
  return {
    roundId,
    stake: cost,
    win,
    view: record.view,
    balance: balance ?? (await wallet.balance().catch(() => null)),
    fairness: { serverSeedHash: record.seed.serverSeedHash, clientSeed: record.seed.clientSeed, nonce: record.seed.nonce },
  };
}

/** Sends every unacknowledged win again (same transaction id: the operator credits it once). */
const PENDING_WINS = `vendor_rounds WHERE status = 'win_pending' AND NOT free_play`;

/** Whether a round's win waits to be sent again (the sweep's question). */
export const winsPending: WorkQuestion = () => `EXISTS (SELECT 1 FROM ${PENDING_WINS})`;

export async function retryPendingWins(deps: VendorDeps): Promise<number> {
  const rows = await deps.db.query<{ round_id: string; vendor_code: string; operator_session: string; win: string }>(
    `SELECT round_id, vendor_code, operator_session, win FROM ${PENDING_WINS} LIMIT 50`,
  );
  let done = 0;
  for (const row of rows) {
    const res = await deps
      .clientFor(row.vendor_code)
      .win({
        sessionToken: row.operator_session,
        transactionId: `${row.round_id}:win`,
        roundId: row.round_id,
        amount: Number(row.win),
        roundClosed: true,
      })
      .catch(() => null);
    if (res?.status === 'OK') {
      await deps.db.query(`UPDATE vendor_rounds SET status = 'closed' WHERE round_id = $1`, [row.round_id]);
      done += 1;
    }
  }
  return done;
}
