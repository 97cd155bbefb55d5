/**
 * `POST /seamless/v1/{authenticate,balance,bet,win,rollback}`: called by vendors, not by players.
 * The raw body is checked against `X-Signature` (HMAC-SHA256 with the `X-Vendor`'s secret) before
 * it is parsed; answers are always `{ status, ... }` (HTTP 200, 400 for a body that is not the
 * operation's shape, 401 for a bad signature).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SEAMLESS_HEADERS, SEAMLESS_PATH, SEAMLESS_REQUESTS, type SeamlessOperation } from '../../../src/contracts/seamless';
import { signatureMatches, vendorSecret } from './secrets';
import { authenticate, balance, bet, guarded, rollback, type SeamlessDeps, win } from './service';

const OPERATIONS = Object.keys(SEAMLESS_REQUESTS) as SeamlessOperation[];

export function seamlessRoutes(app: FastifyInstance, deps: SeamlessDeps, installation: () => Promise<string>): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  for (const op of OPERATIONS) {
    app.post(`${SEAMLESS_PATH}/${op}`, { config: { rateLimit: false } }, async (request, reply) => {
      const vendorCode = String(request.headers[SEAMLESS_HEADERS.vendor] ?? '').toUpperCase();
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SEAMLESS_HEADERS.signature];
      if (
        !/^[A-Z0-9_]{2,30}$/.test(vendorCode) ||
        !signatureMatches(vendorSecret(await installation(), vendorCode), raw, typeof signature === 'string' ? signature : undefined)
      ) {
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ status: 'BAD_REQUEST', message: 'body is not JSON' });
      }
      const parsed = v.safeParse(SEAMLESS_REQUESTS[op], json);
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ status: 'BAD_REQUEST', message: `${v.getDotPath(parsed.issues[0]) ?? 'body'}: ${parsed.issues[0].message}` });
      }
      const body = parsed.output as Record<string, unknown>;
      const token = typeof body.sessionToken === 'string' ? body.sessionToken : undefined;
      return guarded(deps, vendorCode, token, () => {
        switch (op) {
          case 'authenticate':
            return authenticate(deps, vendorCode, parsed.output as v.InferOutput<(typeof SEAMLESS_REQUESTS)['authenticate']>);
          case 'balance':
            return balance(deps, vendorCode, parsed.output as v.InferOutput<(typeof SEAMLESS_REQUESTS)['balance']>);
          case 'bet':
            return bet(deps, vendorCode, parsed.output as v.InferOutput<(typeof SEAMLESS_REQUESTS)['bet']>);
          case 'win':
            return win(deps, vendorCode, parsed.output as v.InferOutput<(typeof SEAMLESS_REQUESTS)['win']>);
          default:
            return rollback(deps, vendorCode, parsed.output as v.InferOutput<(typeof SEAMLESS_REQUESTS)['rollback']>);
        }
      });
    });
  }
}
