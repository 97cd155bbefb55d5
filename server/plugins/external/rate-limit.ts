/**
 * Per-address request limit per minute on the API; over it, a 429 envelope `request.rate.limited`.
 * Not counted: the built site's files (`/m/...`, favicon: one page load fetches many chunks) and the
 * public reads every visitor makes (status, game lists, game art): mobile carriers put thousands of
 * players behind one address, and those reads are cheap. The expensive or abusable calls (login,
 * SMS, registration, checks, money) stay limited, and have their own per-target limits on top.
 * Counted in the database (`rate-limit-store.ts`): every process on it shares one count per address.
 * A GET route whose path is one of those reads gets no limiter hook at all (`config.rateLimit:
 * false` as it registers), so the status call and the game lists skip the limiter's per-request
 * work; the allow-list still covers what route paths cannot name (the site's files).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_PATHS, CONTENT_FILE_PATHS } from '../../../src/contracts/content/calls';
import { GAME_PATHS } from '../../../src/contracts/games/calls';
import { clock } from '../../clock';
import { ApiError } from '../../http/api-error';
import { sharedStore } from './rate-limit-store';

/** GET paths (exact, or prefixes ending in '/') that every visitor reads and that cost little. */
export const PUBLIC_READS: readonly string[] = [
  '/wps/system/status',
  GAME_PATHS.gameList,
  GAME_PATHS.vassalTypes,
  GAME_PATHS.hot,
  GAME_PATHS.winners,
  '/game-art/',
  // content: what every visitor's home and pages read
  CONTENT_PATHS.announcements,
  CONTENT_PATHS.promotionCategories,
  CONTENT_PATHS.lobbyNews,
  CONTENT_PATHS.helpCenter,
  `${CONTENT_FILE_PATHS.art}/`,
  `${CONTENT_FILE_PATHS.images}/`,
];

/** Whole seconds until a limited caller may try again (at least 1), from the window's time left in ms. */
export function retryAfterSeconds(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / 1000));
}

export function isUnlimited(request: Pick<FastifyRequest, 'url' | 'method'>): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/m/') || path === '/favicon.ico') return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return PUBLIC_READS.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));
}

/** A route every one of whose methods is a GET or HEAD of a path `isUnlimited` lets through. */
export function isUnlimitedRoute(route: { method: string | string[]; url: string }): boolean {
  const methods = [route.method].flat();
  return methods.length > 0 && methods.every((method) => isUnlimited({ method, url: route.url }));
}

export default fp(
  async (app: FastifyInstance, opts: { max: number }) => {
    // before the limiter's own onRoute hook, which adds no hook to a route configured `rateLimit: false`
    app.addHook('onRoute', (route) => {
      if (route.config?.rateLimit == null && isUnlimitedRoute(route)) route.config = { ...route.config, rateLimit: false };
    });
    await app.register(rateLimit, {
      max: opts.max,
      timeWindow: '1 minute',
      // shared by every process on the database; `app.db` is read per request (the db plugin comes later)
      store: sharedStore(
        () => app.db,
        () => clock.now(),
      ),
      allowList: (request) => isUnlimited(request),
      // the envelope says when to try again: `value.retryAfterSeconds`, as the Retry-After header
      errorResponseBuilder: (_req, ctx) =>
        new ApiError('request.rate.limited', {
          message: `Too many requests; try again in ${ctx.after}.`,
          status: ctx.statusCode,
          value: { retryAfterSeconds: retryAfterSeconds(ctx.ttl) },
        }),
    });
  },
  { name: 'rate-limit-config' },
);
