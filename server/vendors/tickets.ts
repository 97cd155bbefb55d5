/**
 * Bets on scheduled events: a ticket of one leg, or several (an accumulator, where the engine
 * allows it). Placing debits the stake; a ticket can be cancelled while none of its events has
 * closed (the stake is rolled back); once every event is drawn the ticket settles and the win is
 * credited with `roundClosed`, also after the player's session has ended.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { Queryable } from '../db/types';
import { type VendorDeps, VendorError } from './context';
import type { WorkQuestion } from './sweep-work';
import { engineById } from './engines/catalog';
import { money, type ScheduledEngine } from './engines/types';
import { type EventRow, ensureEvent, type GameKey } from './events';
import { playMoneyWallet, seamlessWallet } from './player-wallet';
import { SeamlessUnavailable } from './seamless-client';
import { type VendorSession, walletOf } from './sessions';
import { intendStake, markRecorded, markRefunded, roundVoid, StakeAlreadySettled } from './stake-intents';
import { checkStake } from './stakes';

const LegInput = v.object({
  eventIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
  market: v.pipe(v.string(), v.maxLength(40)),
  pick: v.pipe(v.string(), v.maxLength(20)),
});
const LegsInput = v.pipe(v.array(LegInput), v.minLength(1), v.maxLength(8));
export type Leg = { eventId: string; eventIndex: number; market: string; pick: string; odds: number; title: string };

export function scheduledEngineOf(game: GameKey): ScheduledEngine {
  const engine = engineById(game.engine);
  if (engine.kind !== 'scheduled') throw new VendorError('BAD_GAME', 'roundByRound');
  return engine;
}

const keyOf = (s: VendorSession): GameKey => ({ vendorCode: s.vendorCode, gameCode: s.gameCode, engine: s.engine });

function legOf(engine: ScheduledEngine, event: EventRow, input: v.InferOutput<typeof LegInput>, now: Date, language: string): Leg {
  if (new Date(event.closes_at) <= now) throw new VendorError('BETS_CLOSED', 'betsClosed');
  const { title, selections } = engine.markets(input.eventIndex, language);
  const selection = selections.find((s) => s.market === input.market && (s.pick === input.pick || s.pick === '*'));
  const digits = /^(\d)D$/.exec(input.market)?.[1];
  if (!selection || (selection.pick === '*' && !new RegExp(`^\\d{${digits}}$`).test(input.pick))) {
    throw new VendorError('BAD_SELECTION', 'badSelection');
  }
  return { eventId: event.id, eventIndex: input.eventIndex, market: input.market, pick: input.pick, odds: selection.odds, title };
}

/** Writes the ticket; a stake the sweep already took back (it took too long) voids the bet instead. */
async function recordTicket(deps: VendorDeps, write: (tx: Queryable) => Promise<void>): Promise<void> {
  try {
    await deps.db.transaction(write);
  } catch (error) {
    throw error instanceof StakeAlreadySettled ? roundVoid() : error;
  }
}

export async function placeTicket(deps: VendorDeps, session: VendorSession, stakeInput: unknown, legsInput: unknown) {
  const engine = scheduledEngineOf(keyOf(session));
  const stake = checkStake(stakeInput, session.currency);
  const parsed = v.safeParse(LegsInput, legsInput);
  if (!parsed.success) throw new VendorError('BAD_SELECTION', 'badSelection');
  if (parsed.output.length > 1 && !engine.accumulators) throw new VendorError('BAD_SELECTION', 'oneSelection');
  if (new Set(parsed.output.map((l) => l.eventIndex)).size !== parsed.output.length) {
    throw new VendorError('BAD_SELECTION', 'oneSelectionPerEvent');
  }
  const now = deps.now();
  const current = Math.floor(now.getTime() / engine.periodMs);
  const legs: Leg[] = [];
  for (const input of parsed.output) {
    if (input.eventIndex < current || input.eventIndex > current + engine.ahead) {
      throw new VendorError('BETS_CLOSED', 'eventNotOpen');
    }
    legs.push(legOf(engine, await ensureEvent(deps.db, engine, keyOf(session), input.eventIndex), input, now, session.language));
  }
  const id = randomUUID();
  const betTransactionId = `${id}:bet`;
  const intent = await intendStake(deps, session, { vendorCode: session.vendorCode, betTransactionId, roundId: id, amount: stake });
  let balance: number;
  try {
    balance = await walletOf(deps, session).debit(betTransactionId, id, stake);
  } catch (error) {
    // refused: nothing moved; unreachable: the sweep of unrecorded stakes rolls it back if it did
    if (!(error instanceof SeamlessUnavailable)) await markRefunded(deps, intent);
    throw error;
  }
  await deps.fault?.('after-debit');
  await recordTicket(deps, async (tx) => {
    await tx.query(
      `INSERT INTO vendor_tickets (id, vendor_code, player_id, game_code, engine, free_play, session_hash, operator_session,
         legs, stake, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11)`,
      [
        id,
        session.vendorCode,
        session.playerId,
        session.gameCode,
        session.engine,
        session.freePlay,
        session.tokenHash,
        session.operatorSession,
        JSON.stringify(legs),
        stake,
        now,
      ],
    );
    await markRecorded(tx, intent, now);
  });
  return { ticketId: id, legs, stake, balance, odds: legs.reduce((o, l) => o * l.odds, 1) };
}

export type TicketRow = {
  id: string;
  vendor_code: string;
  game_code: string;
  free_play: boolean;
  session_hash: string;
  operator_session: string;
  legs: Leg[];
  stake: string;
  status: string;
};

/** The wallet a ticket was paid from, also after its player's session ended. */
export function ticketWallet(
  deps: VendorDeps,
  t: Pick<TicketRow, 'session_hash' | 'operator_session' | 'game_code' | 'free_play' | 'vendor_code'>,
) {
  const session = { tokenHash: t.session_hash, operatorSession: t.operator_session, gameCode: t.game_code } as VendorSession;
  return t.free_play ? playMoneyWallet(deps.db, session) : seamlessWallet(deps.clientFor(t.vendor_code), session);
}

function outcome(engine: ScheduledEngine, legs: Leg[], results: Map<string, Record<string, unknown>>) {
  let odds = 1;
  for (const leg of legs) {
    const result = results.get(leg.eventId);
    if (!result) return null;
    const verdict = engine.judge(result, leg.market, leg.pick);
    if (verdict === 'lose') return { status: 'lost', odds: 0 };
    if (verdict === 'win') odds *= leg.odds;
  }
  return { status: odds === 1 ? 'push' : 'won', odds };
}

/** Settles every ticket whose events are all drawn; credits wins (same transaction id on retries). */
const UNSETTLED_TICKETS = `vendor_tickets WHERE status IN ('open', 'settling')`;

/** Whether a ticket waits for its settlement (the sweep's question). */
export const ticketsOpen: WorkQuestion = () => `EXISTS (SELECT 1 FROM ${UNSETTLED_TICKETS})`;

export async function settleTickets(deps: VendorDeps): Promise<number> {
  const tickets = await deps.db.query<TicketRow & { engine: string }>(`SELECT * FROM ${UNSETTLED_TICKETS} ORDER BY created_at LIMIT 200`);
  let settled = 0;
  for (const t of tickets) {
    const engine = scheduledEngineOf({ vendorCode: t.vendor_code, gameCode: t.game_code, engine: t.engine });
    const rows = await deps.db.query<EventRow>('SELECT * FROM vendor_events WHERE id = ANY($1) AND drawn_at IS NOT NULL', [
      t.legs.map((l) => l.eventId),
    ]);
    const result = outcome(engine, t.legs, new Map(rows.map((r) => [r.id, r.result ?? {}])));
    if (!result) continue;
    const claimed = await deps.db.query(
      `UPDATE vendor_tickets SET status = 'settling' WHERE id = $1 AND status IN ('open', 'settling') RETURNING id`,
      [t.id],
    );
    if (claimed.length === 0) continue;
    const win = money(Number(t.stake), result.odds);
    const wallet = ticketWallet(deps, t);
    try {
      await wallet.credit(`${t.id}:win`, t.id, win);
    } catch (error) {
      // the player cancelled the bet at the operator (stake refunded there): the ticket is void
      if (error instanceof VendorError && error.code === 'ROUND_CANCELLED') {
        await deps.db.query(`UPDATE vendor_tickets SET status = 'cancelled', win = 0, settled_at = $2 WHERE id = $1`, [t.id, deps.now()]);
      }
      continue; // otherwise it stays 'settling'; the next sweep sends the same credit again
    }
    await deps.db.query('UPDATE vendor_tickets SET status = $2, win = $3, settled_at = $4 WHERE id = $1', [
      t.id,
      result.status,
      win,
      deps.now(),
    ]);
    settled += 1;
  }
  return settled;
}

export async function ticketsOf(deps: VendorDeps, session: VendorSession, limit = 20) {
  const rows = await deps.db.query<TicketRow & { win: string; created_at: Date }>(
    `SELECT * FROM vendor_tickets WHERE vendor_code = $1 AND player_id = $2 AND game_code = $3 AND free_play = $4
     ORDER BY created_at DESC LIMIT $5`,
    [session.vendorCode, session.playerId, session.gameCode, session.freePlay, limit],
  );
  return rows.map((r) => ({ ticketId: r.id, legs: r.legs, stake: Number(r.stake), win: Number(r.win), status: r.status }));
}
