/**
 * Per-address request limit per minute on the API; over it, a 429 envelope `request.rate.limited`.
 * The built site's files (`/m/...`, favicon) are not counted: one page load fetches many chunks.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';

export default fp(
  async (app: FastifyInstance, opts: { max: number }) => {
    await app.register(rateLimit, {
      max: opts.max,
      timeWindow: '1 minute',
      // addresses kept in memory: bounded (least recently seen dropped first)
      cache: 10_000,
      allowList: (request) => request.url.startsWith('/m/') || request.url === '/favicon.ico',
      errorResponseBuilder: (_req, ctx) =>
        new ApiError('request.rate.limited', `Too many requests; try again in ${ctx.after}.`, ctx.statusCode),
    });
  },
  { name: 'rate-limit-config' },
);
