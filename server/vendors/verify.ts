/**
 * Fairness checks anyone can run: an instant round recomputed from its revealed server seed,
 * client seed and nonce; a scheduled event recomputed from its own seed once drawn.
 */
import * as v from 'valibot';
import type { VendorDeps } from './context';
import { VendorError } from './context';
import { replayHand } from './engines/blackjack';
import { engineById, isEngineId } from './engines/catalog';
import type { InstantEngine } from './engines/types';
import { drawEvent, type EventRow } from './events';
import { FairRng, seedHash } from './fair/rng';

const RoundCheck = v.object({
  engine: v.pipe(v.string(), v.check(isEngineId, 'an engine id')),
  serverSeed: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  clientSeed: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  nonce: v.pipe(v.number(), v.integer(), v.minValue(0)),
  options: v.optional(v.unknown()),
});

export function verifyRound(input: unknown) {
  const parsed = v.safeParse(RoundCheck, input);
  if (!parsed.success) throw new VendorError('BAD_REQUEST', 'verifyFields');
  const { serverSeed, clientSeed, nonce, options } = parsed.output;
  const engine = engineById(parsed.output.engine);
  if (engine.kind === 'hand') {
    // a blackjack hand: the deal and the player's actions replayed from the seeds
    const parsedHand = engine.parseOptions(options ?? {});
    const hand = parsedHand && replayHand(new FairRng({ serverSeed, clientSeed, nonce }), parsedHand.actions);
    if (!hand) throw new VendorError('BAD_OPTIONS', 'badHand');
    return { serverSeedHash: seedHash(serverSeed), multiplier: hand.multiplier, view: hand };
  }
  if (engine.kind !== 'instant') throw new VendorError('BAD_GAME', 'checkByEvent');
  const instant = engine as InstantEngine<unknown>;
  const parsedOptions = instant.parseOptions(options ?? {});
  if (parsedOptions === null) throw new VendorError('BAD_OPTIONS', 'badOptions');
  const { multiplier, view } = instant.play(new FairRng({ serverSeed, clientSeed, nonce }), parsedOptions);
  return { serverSeedHash: seedHash(serverSeed), multiplier, view };
}

export async function verifyEvent(deps: VendorDeps, id: unknown) {
  const [row] = typeof id === 'string' ? await deps.db.query<EventRow>('SELECT * FROM vendor_events WHERE id = $1', [id]) : [];
  if (!row) throw new VendorError('BAD_EVENT', 'noSuchEvent', 404);
  if (!row.drawn_at) return { eventId: row.id, serverSeedHash: row.server_seed_hash, drawn: false };
  const engine = engineById(row.engine);
  if (engine.kind !== 'scheduled') throw new VendorError('BAD_EVENT', 'noSuchEvent', 404);
  const recomputed = drawEvent(engine, row);
  return {
    eventId: row.id,
    drawn: true,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    hashMatches: seedHash(row.server_seed) === row.server_seed_hash,
    result: row.result,
    recomputed,
    resultMatches: JSON.stringify(recomputed) === JSON.stringify(row.result),
  };
}
