/** What a game page loads: the game, the balance, the fairness commitment and the game's board. */
import type { VendorDeps } from './context';
import { engineById, familyOf } from './engines/catalog';
import { openEvents, recentResults } from './events';
import { handInPlay } from './hand-rounds';
import { jackpotPool } from './instant-rounds';
import { ensureSeed } from './seeds';
import { type VendorSession, walletOf } from './sessions';
import { stakeTable } from './stakes';
import { ticketsOf } from './tickets';

export async function gameState(deps: VendorDeps, session: VendorSession) {
  const engine = engineById(session.engine);
  const family = familyOf(session.engine);
  const game = {
    vendorCode: session.vendorCode,
    gameCode: session.gameCode,
    gameName: session.gameName,
    gameType: session.gameType,
    engine: session.engine,
    family,
    freePlay: session.freePlay,
    currency: session.currency,
    /** the currency's stake range and the chips the page offers (minor units) */
    stakes: stakeTable(session.currency),
    language: session.language,
    returnUrl: session.returnUrl,
    rtp: engine.rtp,
  };
  const balance = await walletOf(deps, session).balance();
  if (engine.kind === 'instant' || engine.kind === 'hand') {
    const seed = await ensureSeed(deps.db, session.vendorCode, session.playerId, deps.now());
    return {
      game,
      balance,
      board: engine.describe(),
      jackpot: family === 'jackpot' ? await jackpotPool(deps, session) : null,
      hand: engine.kind === 'hand' ? await handInPlay(deps, session) : null,
      fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nextNonce: seed.nextNonce },
    };
  }
  const key = { vendorCode: session.vendorCode, gameCode: session.gameCode, engine: session.engine };
  const events = (await openEvents(deps, engine, key)).map((e) => ({
    eventId: e.id,
    index: Number(e.event_index),
    ...engine.markets(Number(e.event_index), session.language),
    closesAt: new Date(e.closes_at).toISOString(),
    drawAt: new Date(e.draw_at).toISOString(),
    serverSeedHash: e.server_seed_hash,
  }));
  return {
    game,
    balance,
    board: { accumulators: engine.accumulators, periodMs: engine.periodMs },
    now: deps.now().toISOString(),
    events,
    results: await recentResults(deps, key, 8),
    tickets: await ticketsOf(deps, session),
  };
}
