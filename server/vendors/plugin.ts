/**
 * The demo vendors as one Fastify plugin under `/vendors`: the game pages, the page API and the
 * schedule that draws events and settles bets. It talks to the operator only through the seamless
 * client it is given, and keeps its own tables: it can run in its own process unchanged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok } from '../../src/contracts/envelope';
import type { Db } from '../db/types';
import { isDatabaseUnavailable } from '../db/unavailable';
import { requestLanguage } from '../i18n/request-language';
import { say } from '../i18n/strings';
import { asset, pageHtml } from './assets';
import { type VendorDeps, VendorError, vendorMessage } from './context';
import { engineIdOf } from './engines/catalog';
import { drawDueEvents, eventsDue, openEvents, recentResults } from './events';
import { actOnHand, dealHand, handsAbandoned, settleAbandonedHands } from './hand-rounds';
import { playInstant, retryPendingWins, winsPending } from './instant-rounds';
import { type SeamlessClient, SeamlessUnavailable } from './seamless-client';
import { rotateSeed } from './seeds';
import { settleUnrecordedStakes, stakesUnsettled } from './stake-intents';
import { openSession, sessionOf } from './sessions';
import { gameState } from './state';
import { operatorCancelRoute } from './operator-cancel-route';
import { cancelTicket, cancellationsWaiting, retryCancellations } from './ticket-cancel';
import { placeTicket, scheduledEngineOf, settleTickets, ticketsOpen } from './tickets';
import { workWaiting } from './sweep-work';
import { verifyEvent, verifyRound } from './verify';
import { VENDOR_MESSAGES } from './messages';

export type VendorsOptions = {
  db: Db;
  clientFor(vendorCode: string): SeamlessClient;
  /** the vendor's secret (the one its seamless client signs with): checks the operator's signed calls */
  secretFor(vendorCode: string): Promise<string>;
  now?: () => Date;
  /** how often the schedule runs (draws, settlements, pending wins, unrecorded stakes); 0 = only on demand */
  sweepMs?: number;
  /** how long a stake may stay without its round before it is rolled back (default 30 s) */
  unsettledStakeMs?: number;
  /** a fault drill's hook (server/vendors/faults.ts); never in production */
  fault?: VendorDeps['fault'];
};

export const SESSION_HEADER = 'x-game-session';

type Body = Record<string, unknown>;

/** Seconds to wait after a 429: the error's `value.retryAfterSeconds`, else the Retry-After header, else 1. */
export function retryAfterOf(error: unknown, header: unknown): number {
  const fromValue = (error as { value?: { retryAfterSeconds?: unknown } | null }).value?.retryAfterSeconds;
  const n = typeof fromValue === 'number' ? fromValue : Number(header);
  return Number.isFinite(n) && n >= 1 ? Math.ceil(n) : 1;
}

/** The schedule: one read says which jobs have work (sweep-work.ts); those run, in this order. */
export async function sweep(deps: VendorDeps): Promise<void> {
  const now = deps.now();
  const work = await workWaiting(deps.db, {
    events: eventsDue(now),
    tickets: ticketsOpen,
    cancellations: cancellationsWaiting,
    stakes: stakesUnsettled(now, deps.unsettledStakeMs),
    hands: handsAbandoned(now),
    wins: winsPending,
  });
  if (work.events) await drawDueEvents(deps, scheduledEngineOf);
  // a ticket open now may be settled by an event just drawn
  if (work.tickets) await settleTickets(deps);
  if (work.cancellations) await retryCancellations(deps);
  if (work.stakes) await settleUnrecordedStakes(deps, deps.unsettledStakeMs);
  if (work.hands) await settleAbandonedHands(deps);
  if (work.wins) await retryPendingWins(deps);
}

export default async function vendorsPlugin(app: FastifyInstance, opts: VendorsOptions): Promise<void> {
  const deps: VendorDeps = {
    db: opts.db,
    clientFor: opts.clientFor,
    now: opts.now ?? (() => new Date()),
    ...(opts.fault ? { fault: opts.fault } : {}),
    ...(opts.unsettledStakeMs ? { unsettledStakeMs: opts.unsettledStakeMs } : {}),
  };
  const session = (request: FastifyRequest) => sessionOf(deps, request.headers[SESSION_HEADER] as string | undefined);
  const body = (request: FastifyRequest): Body => (request.body && typeof request.body === 'object' ? (request.body as Body) : {});

  // answers in the platform's envelope; codes `vendor.<reason>` (a seamless status in lower case)
  // the message in the page's language (its `Language` header, else `?lang=`), English for any other caller
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const language = requestLanguage(request, 'en');
    if (error instanceof VendorError) {
      const value =
        error.balance === undefined && !error.details
          ? null
          : { ...error.details, ...(error.balance === undefined ? {} : { balance: error.balance }) };
      return reply.code(error.statusCode).send(fail(`vendor.${error.code.toLowerCase()}`, vendorMessage(error.text, language), value));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      // too many calls: slow down, with when to try again (the limiter's seconds, else its Retry-After header)
      const seconds = retryAfterOf(error, reply.getHeader('retry-after'));
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send(fail('vendor.rate_limited', say(VENDOR_MESSAGES, language, 'rateLimited', { s: seconds }), { retryAfterSeconds: seconds }));
    }
    if (status >= 400 && status < 500)
      return reply.code(status).send(fail('vendor.bad_request', say(VENDOR_MESSAGES, language, 'badRequest')));
    // the database or the operator's wallet is away for a moment: 503, and the game asks to try again
    if (isDatabaseUnavailable(error) || error instanceof SeamlessUnavailable) {
      request.log.warn({ err: error }, 'vendor: database or wallet unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send(fail('vendor.unavailable', say(VENDOR_MESSAGES, language, 'walletAway')));
    }
    request.log.error({ err: error }, 'vendor error');
    return reply.code(502).send(fail('vendor.unavailable', say(VENDOR_MESSAGES, language, 'walletAway')));
  });

  // the page shell in the launch's language (`?lang=` of the play URL), the pages' own words follow it
  app.get('/vendors/:vendor/play', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(pageHtml('play', requestLanguage(request, 'en'))),
  );
  app.get('/vendors/verify', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(pageHtml('verify', requestLanguage(request, 'en'))),
  );
  app.get('/vendors/assets/:file', async (request, reply) => {
    const found = await asset((request.params as { file: string }).file);
    if (!found) throw new VendorError('NOT_FOUND', 'noSuchFile', 404);
    return reply.type(found.type).header('cache-control', 'public, max-age=300').send(found.body);
  });

  app.post('/vendors/:vendor/api/session', async (request) => {
    const { vendor } = request.params as { vendor: string };
    if (!/^[A-Za-z0-9_]{2,32}$/.test(vendor)) throw new VendorError('NOT_FOUND', 'noSuchVendor', 404);
    const launch = body(request).launch;
    if (typeof launch !== 'string' || !/^[\w-]{16,200}$/.test(launch)) throw new VendorError('INVALID_TOKEN', 'linkInvalid', 401);
    const opened = await openSession(deps, vendor.toUpperCase(), launch);
    return ok({ sessionToken: opened.token });
  });
  app.get('/vendors/api/state', async (request) => {
    const s = await session(request);
    await sweep(deps);
    return ok(await gameState(deps, s));
  });
  app.post('/vendors/api/round', async (request) =>
    ok(await playInstant(deps, await session(request), body(request).stake, body(request).options)),
  );
  app.post('/vendors/api/hand/deal', async (request) => ok(await dealHand(deps, await session(request), body(request).stake)));
  app.post('/vendors/api/hand/action', async (request) => {
    const b = body(request);
    return ok(await actOnHand(deps, await session(request), b.roundId, b.action, b.step));
  });
  app.post('/vendors/api/ticket', async (request) =>
    ok(await placeTicket(deps, await session(request), body(request).stake, body(request).legs)),
  );
  app.post('/vendors/api/ticket/cancel', async (request) => ok(await cancelTicket(deps, await session(request), body(request).ticketId)));
  app.post('/vendors/api/seed', async (request) => {
    const s = await session(request);
    const clientSeed = body(request).clientSeed;
    if (typeof clientSeed !== 'string' || !/^[\w-]{1,64}$/.test(clientSeed)) throw new VendorError('BAD_REQUEST', 'clientSeed');
    return ok(await rotateSeed(deps.db, s.vendorCode, s.playerId, clientSeed, deps.now()));
  });
  app.post('/vendors/api/verify', async (request) => ok(verifyRound(request.body)));
  // public: the latest drawn results of a scheduled game (the lobby's opened lottery numbers)
  app.get('/vendors/:vendor/api/results/:gameType/:gameCode', async (request) => {
    const p = request.params as { vendor: string; gameType: string; gameCode: string };
    if (!/^[A-Za-z0-9_]{2,32}$/.test(p.vendor) || !/^[\w-]{1,60}$/.test(p.gameCode)) throw new VendorError('NOT_FOUND', 'noSuchGame', 404);
    const vendorCode = p.vendor.toUpperCase();
    const game = { vendorCode, gameCode: p.gameCode, engine: engineIdOf({ vendorCode, gameType: p.gameType, gameCode: p.gameCode }) };
    const engine = scheduledEngineOf(game);
    await openEvents(deps, engine, game); // commits the coming draws' seeds, so they are drawn on time
    await sweep(deps);
    const drawn = await recentResults(deps, game, 10);
    return ok(drawn.map((r) => ({ ...r, nextDrawAt: new Date(Date.parse(r.drawAt) + engine.periodMs).toISOString() })));
  });
  await app.register(async (scope) => operatorCancelRoute(scope, deps, opts.secretFor));
  app.get('/vendors/api/events/:id', async (request) => ok(await verifyEvent(deps, (request.params as { id: string }).id)));

  const sweepMs = opts.sweepMs ?? 0;
  if (sweepMs > 0) {
    const timer = setInterval(() => {
      sweep(deps).catch((err) => app.log.error({ err }, 'vendor sweep failed'));
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
