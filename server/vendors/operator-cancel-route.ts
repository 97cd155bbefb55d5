/**
 * `POST /vendors/:vendor/api/operator/cancel { roundId, playerId }`: the operator asks for a
 * player's open ticket to be cancelled (server/wallet/vendor-cancel.ts). Signed by the operator
 * with the vendor's secret (X-Signature over the raw body); answers `{ status: cancelled | closed |
 * unknown }` in the envelope. Its own scope: the raw body is read as a string for the signature.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { fail, ok } from '../../src/contracts/envelope';
import { SEAMLESS_HEADERS } from '../../src/contracts/seamless';
import { signatureMatches } from '../wallet/seamless/secrets';
import type { VendorDeps } from './context';
import { operatorCancel } from './ticket-cancel';

const Body = v.object({
  roundId: v.pipe(v.string(), v.regex(/^[\w:.-]{1,100}$/)),
  playerId: v.pipe(v.string(), v.regex(/^[\w-]{1,40}:\d{1,12}$/)),
});

export function operatorCancelRoute(app: FastifyInstance, deps: VendorDeps, secretFor: (vendorCode: string) => Promise<string>): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/vendors/:vendor/api/operator/cancel', { config: { rateLimit: false } }, async (request, reply) => {
    const vendorCode = (request.params as { vendor: string }).vendor.toUpperCase();
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[SEAMLESS_HEADERS.signature];
    const signedBy = String(request.headers[SEAMLESS_HEADERS.vendor] ?? '').toUpperCase();
    if (!/^[A-Z0-9_]{2,32}$/.test(vendorCode) || signedBy !== vendorCode)
      return reply.code(401).send(fail('vendor.invalid_signature', 'Invalid signature.'));
    if (!signatureMatches(await secretFor(vendorCode), raw, typeof signature === 'string' ? signature : undefined)) {
      return reply.code(401).send(fail('vendor.invalid_signature', 'Invalid signature.'));
    }
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {}
    const parsed = v.safeParse(Body, json);
    if (!parsed.success) return reply.code(400).send(fail('vendor.bad_request', 'This request is not valid.'));
    return ok({ status: await operatorCancel(deps, vendorCode, parsed.output.roundId, parsed.output.playerId) });
  });
}
