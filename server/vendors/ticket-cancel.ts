/**
 * Cancelling a ticket, from either side, so its stake goes back exactly once:
 * - the player in the game (`cancelTicket`): the ticket is claimed `cancelling`, then its bet is
 *   rolled back through the seamless wallet; `cancelled` once the operator acknowledged it (or said
 *   the stake already went back). If the operator cannot be reached the ticket stays `cancelling`
 *   and the sweep (`retryCancellations`) sends the same rollback again until it is acknowledged.
 * - the operator, for the player's cancel in the betting records (`operatorCancel`): the vendor alone
 *   knows whether the events are still open, so it decides; it claims the ticket `cancelled` and
 *   sends no rollback: the operator gives the stake back itself (server/wallet/refunds.ts), once.
 * A ticket claimed by the settlement (`settling`) or settled can no longer be cancelled.
 */
import { type VendorDeps, VendorError } from './context';
import type { WorkQuestion } from './sweep-work';
import type { VendorSession } from './sessions';
import { type Leg, type TicketRow, ticketWallet } from './tickets';

async function bettingClosed(deps: VendorDeps, legs: Leg[]): Promise<boolean> {
  const closed = await deps.db.query('SELECT id FROM vendor_events WHERE id = ANY($1) AND closes_at <= $2', [
    legs.map((l) => l.eventId),
    deps.now(),
  ]);
  return closed.length > 0;
}

async function rollBack(deps: VendorDeps, t: TicketRow): Promise<boolean> {
  try {
    await ticketWallet(deps, t).refund(`${t.id}:rollback`, `${t.id}:bet`, t.id, Number(t.stake));
  } catch {
    return false; // stays 'cancelling': retryCancellations sends the same rollback again
  }
  await deps.db.query(`UPDATE vendor_tickets SET status = 'cancelled' WHERE id = $1 AND status = 'cancelling'`, [t.id]);
  return true;
}

export async function cancelTicket(deps: VendorDeps, session: VendorSession, ticketId: unknown) {
  if (typeof ticketId !== 'string') throw new VendorError('BAD_TICKET', 'noSuchBet');
  const [ticket] = await deps.db.query<TicketRow>(`SELECT * FROM vendor_tickets WHERE id = $1 AND session_hash = $2 AND status = 'open'`, [
    ticketId,
    session.tokenHash,
  ]);
  if (!ticket) throw new VendorError('BAD_TICKET', 'notCancellable');
  if (await bettingClosed(deps, ticket.legs)) throw new VendorError('BETS_CLOSED', 'cancelClosed');
  const claimed = await deps.db.query(
    `UPDATE vendor_tickets SET status = 'cancelling', settled_at = $2 WHERE id = $1 AND status = 'open' RETURNING id`,
    [ticketId, deps.now()],
  );
  if (claimed.length === 0) throw new VendorError('BAD_TICKET', 'notCancellable');
  if (!(await rollBack(deps, ticket))) {
    throw new VendorError('WALLET_UNAVAILABLE', 'cancelRefundPending', 503);
  }
  return { ticketId, status: 'cancelled', balance: await ticketWallet(deps, ticket).balance() };
}

/** Rolls back again every cancellation the operator has not acknowledged yet. */
const CANCELLING_TICKETS = `vendor_tickets WHERE status = 'cancelling'`;

/** Whether a ticket's cancellation waits to be sent again (the sweep's question). */
export const cancellationsWaiting: WorkQuestion = () => `EXISTS (SELECT 1 FROM ${CANCELLING_TICKETS})`;

export async function retryCancellations(deps: VendorDeps): Promise<number> {
  const rows = await deps.db.query<TicketRow>(`SELECT * FROM ${CANCELLING_TICKETS} ORDER BY created_at LIMIT 50`);
  let done = 0;
  for (const t of rows) if (await rollBack(deps, t)) done += 1;
  return done;
}

export type OperatorCancelStatus = 'cancelled' | 'closed' | 'unknown';

/** The operator's request for a player's open ticket (round id = ticket id). Sends no rollback. */
export async function operatorCancel(
  deps: VendorDeps,
  vendorCode: string,
  roundId: string,
  playerId: string,
): Promise<OperatorCancelStatus> {
  const [ticket] = await deps.db.query<TicketRow>(
    'SELECT * FROM vendor_tickets WHERE id = $1 AND vendor_code = $2 AND player_id = $3 AND NOT free_play',
    [roundId, vendorCode, playerId],
  );
  if (!ticket) return 'unknown';
  if (ticket.status === 'cancelled' || ticket.status === 'cancelling') return 'cancelled';
  if (ticket.status !== 'open' || (await bettingClosed(deps, ticket.legs))) return 'closed';
  const claimed = await deps.db.query(
    `UPDATE vendor_tickets SET status = 'cancelled', win = 0, settled_at = $2 WHERE id = $1 AND status = 'open' RETURNING id`,
    [roundId, deps.now()],
  );
  return claimed.length > 0 ? 'cancelled' : operatorCancel(deps, vendorCode, roundId, playerId);
}
