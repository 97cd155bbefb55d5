/** `/wps/system/*`: what the site loads before it renders. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { STATUS_PATH } from '../../../src/contracts/status';
import { COMPRESSES_ITSELF, sendCached } from '../../http/cached-answer';
import { platformHeaders } from '../../http/platform-headers';
import { parseInput } from '../../http/validate';
import { requireTenant } from '../../plugins/app/tenants';
import { statusAnswerer } from './status-answer';

/** The client may add cache-busting or its own markers; only known keys are checked. */
const StatusQuery = v.object({
  tenant: v.optional(v.pipe(v.string(), v.maxLength(40))),
  lang: v.optional(v.pipe(v.string(), v.maxLength(10))),
});

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const statusAnswer = statusAnswerer(app);
  app.get(STATUS_PATH, COMPRESSES_ITSELF, async (request, reply) => {
    parseInput(StatusQuery, request.query, 'query');
    platformHeaders(request);
    const tenant = requireTenant(request);
    const { body } = await statusAnswer(request, tenant);
    // a browser that holds this very answer gets a 304 with no body (the status is read on every start)
    return sendCached(request, reply, body);
  });
}
