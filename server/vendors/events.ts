/**
 * Scheduled events shared by every player of a game (baccarat rounds, fixtures, lottery draws).
 * Event n of a game runs in [n·period, (n+1)·period): bets close `lockMs` before its draw at the
 * end. Its server seed is drawn and its hash committed when the event is first listed (before any
 * bet); the draw uses HMAC(serverSeed, `${eventId}:0`), and the seed is shown once drawn.
 */
import type { Queryable } from '../db/types';
import type { VendorDeps } from './context';
import type { ScheduledEngine } from './engines/types';
import { FairRng, newServerSeed, seedHash } from './fair/rng';
import { type Param, sqlParams, type WorkQuestion } from './sweep-work';

export type GameKey = { vendorCode: string; gameCode: string; engine: string };

export type EventRow = {
  id: string;
  vendor_code: string;
  game_code: string;
  engine: string;
  event_index: string;
  server_seed: string;
  server_seed_hash: string;
  closes_at: Date;
  draw_at: Date;
  result: Record<string, unknown> | null;
  drawn_at: Date | null;
};

export const eventId = (game: GameKey, index: number) => `${game.vendorCode}.${game.engine}.${game.gameCode}.${index}`;

export async function ensureEvent(db: Queryable, engine: ScheduledEngine, game: GameKey, index: number): Promise<EventRow> {
  const id = eventId(game, index);
  const seed = newServerSeed();
  const drawAt = (index + 1) * engine.periodMs;
  await db.query(
    `INSERT INTO vendor_events (id, vendor_code, game_code, engine, event_index, server_seed, server_seed_hash, closes_at, draw_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
    [id, game.vendorCode, game.gameCode, game.engine, index, seed, seedHash(seed), new Date(drawAt - engine.lockMs), new Date(drawAt)],
  );
  const [row] = await db.query<EventRow>('SELECT * FROM vendor_events WHERE id = $1', [id]);
  if (!row) throw new Error(`event ${id} missing`);
  return row;
}

/** The events open for bets now (the current one while it is not locked, then the next ones). */
export async function openEvents(deps: VendorDeps, engine: ScheduledEngine, game: GameKey): Promise<EventRow[]> {
  const now = deps.now().getTime();
  const current = Math.floor(now / engine.periodMs);
  const rows: EventRow[] = [];
  for (let index = current; rows.length < engine.ahead; index++) {
    const row = await ensureEvent(deps.db, engine, game, index);
    if (new Date(row.closes_at).getTime() > now) rows.push(row);
  }
  return rows;
}

export function drawEvent(engine: ScheduledEngine, row: EventRow) {
  return engine.draw(new FairRng({ serverSeed: row.server_seed, clientSeed: row.id, nonce: 0 }), Number(row.event_index));
}

/** Events whose draw time has come at `now` and that are not drawn yet. */
const dueEventsWhere = (at: Param, now: Date) => `drawn_at IS NULL AND draw_at <= ${at(now)}`;

/** Whether an event is due at `now` (the sweep's question). */
export const eventsDue =
  (now: Date): WorkQuestion =>
  (at) =>
    `EXISTS (SELECT 1 FROM vendor_events WHERE ${dueEventsWhere(at, now)})`;

/** Draws every event whose time has come (each once, whichever process gets there first). */
export async function drawDueEvents(deps: VendorDeps, engineOf: (game: GameKey) => ScheduledEngine): Promise<void> {
  const now = deps.now();
  const { values, at } = sqlParams();
  const due = await deps.db.query<EventRow>(`SELECT * FROM vendor_events WHERE ${dueEventsWhere(at, now)} LIMIT 200`, values);
  for (const row of due) {
    const engine = engineOf({ vendorCode: row.vendor_code, gameCode: row.game_code, engine: row.engine });
    await deps.db.query('UPDATE vendor_events SET result = $2, drawn_at = $3 WHERE id = $1 AND drawn_at IS NULL', [
      row.id,
      JSON.stringify(drawEvent(engine, row)),
      now,
    ]);
  }
}

/** Recent drawn events of a game, seeds revealed (results, opened lottery numbers). */
export async function recentResults(deps: VendorDeps, game: GameKey, limit = 10) {
  const rows = await deps.db.query<EventRow>(
    `SELECT * FROM vendor_events WHERE vendor_code = $1 AND game_code = $2 AND engine = $3 AND drawn_at IS NOT NULL
     ORDER BY event_index DESC LIMIT $4`,
    [game.vendorCode, game.gameCode, game.engine, limit],
  );
  return rows.map((r) => ({
    eventId: r.id,
    index: Number(r.event_index),
    drawAt: new Date(r.draw_at).toISOString(),
    result: r.result,
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
  }));
}
