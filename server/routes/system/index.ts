/** `/wps/system/*`: what the site loads before it renders. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { STATUS_PATH } from '../../../src/contracts/status';
import { COMPRESSES_ITSELF, sendCached } from '../../http/cached-answer';
import { platformHeaders } from '../../http/platform-headers';
import { parseInput } from '../../http/validate';
import { requireTenant } from '../../plugins/app/tenants';
import type { Tenant } from '../../../tenants/schema';
import { type StatusAnswer, statusAnswerer } from './status-answer';

/** The client may add cache-busting or its own markers; only known keys are checked. */
const StatusQuery = v.object({
  tenant: v.optional(v.pipe(v.string(), v.maxLength(40))),
  lang: v.optional(v.pipe(v.string(), v.maxLength(10))),
});

/** Whether the request carries any key in its query (an empty query needs no validation). */
function hasQuery(query: unknown): boolean {
  for (const _ in query as object) return true;
  return false;
}

/** Whether the request carries any of the platform headers (none: nothing to validate). */
const hasPlatformHeaders = (request: FastifyRequest) => PLATFORM_HEADER_NAMES.some((name) => request.headers[name] !== undefined);
const PLATFORM_HEADER_NAMES = ['merchant', 'language', 'device', 'authorization'] as const;

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const statusAnswer = statusAnswerer(app);
  // a repeat is answered before Fastify runs while the answer is known current without a read (PGlite:
  // no statement since the brand's marker was read; server/http/front-cache.ts). Answers differ by address.
  const front = app.frontCache;
  front.route(STATUS_PATH, { perAddress: true });
  const send = (request: FastifyRequest, reply: FastifyReply, tenant: Tenant, answer: StatusAnswer) => {
    front.keep(request, tenant, statusAnswer.stillCurrent(request, tenant, answer));
    return sendCached(request, reply, answer.body);
  };
  // not an async handler: a cached answer known current is sent with no promise (the status is read
  // on every start and inline in every page, so it is the busiest call)
  app.get(STATUS_PATH, { ...COMPRESSES_ITSELF, onSend: front.record }, (request, reply) => {
    if (hasQuery(request.query)) parseInput(StatusQuery, request.query, 'query');
    if (hasPlatformHeaders(request)) platformHeaders(request);
    const tenant = requireTenant(request);
    // a browser that holds this very answer gets a 304 with no body
    const now = statusAnswer.cachedNow(request, tenant);
    if (now) {
      send(request, reply, tenant, now);
      return;
    }
    return statusAnswer(request, tenant).then((answer) => send(request, reply, tenant, answer));
  });
}
