/**
 * The store behind `@fastify/rate-limit` (its custom `store` option): the shared `rate_limits` table
 * (server/limits/counter.ts) instead of each process's memory, so the global API limit and every
 * route's own limit (login, SMS, captcha, chat, ...) are counted once for all processes on the
 * database, with one atomic upsert per counted request. Fixed windows on the injectable clock
 * (`continueExceeding` and `exponentialBackoff` are not used here and not supported).
 * Keys: `api:<key>` for the global limit, `<METHOD> <url>:<key>` for a route's own limit.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import * as v from 'valibot';
import type { Queryable } from '../../db/types';
import { hit, peek } from '../../limits/counter';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const RouteInfo = v.object({ method: v.union([v.string(), v.array(v.string())]), url: v.string() });

/** The route's part of the key, from the options `@fastify/rate-limit` gives `child` (`routeInfo`). */
function routePrefix(options: object): string {
  const info = v.safeParse(RouteInfo, 'routeInfo' in options ? options.routeInfo : undefined);
  if (!info.success) return 'limit:';
  return `${[info.output.method].flat().join(',')} ${info.output.url}:`;
}

const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

export function sharedStore(db: () => Queryable, now: () => Date): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: object,
      private readonly prefix = 'api:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      hit(db(), this.prefix + key, timeWindow, at).then(
        (h) => callback(null, { current: h.count, ttl: Math.max(0, h.resetAt.getTime() - at.getTime()) }),
        (e: unknown) => callback(toError(e)),
      );
    }

    /** `{ increment: false }` of `createRateLimit`: the state without counting. */
    read(key: string, callback: Callback): void {
      const at = now();
      peek(db(), this.prefix + key, at).then(
        (h) => callback(null, h ? { current: h.count, ttl: Math.max(0, h.resetAt.getTime() - at.getTime()) } : { current: 0, ttl: 0 }),
        (e: unknown) => callback(toError(e)),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedStore(routeOptions, routePrefix(routeOptions));
    }
  }
  return SharedStore;
}
