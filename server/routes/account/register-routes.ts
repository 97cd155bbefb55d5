/** PUT /wps/member/register (username) and /wps/member/register/mobile, encrypted. */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS as C } from '../../../src/contracts/account/calls';
import { ok } from '../../../src/contracts/envelope';
import type { IdentityProvider } from '../../accounts/identity';
import { register } from '../../accounts/register';
import { hostName } from '../../tenants/registry';
import { contextOf, decryptedBody } from './helpers';

const LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export function registerRoutes(app: FastifyInstance, identity: IdentityProvider): void {
  for (const [call, method] of [
    [C.registerUsername, 'username'],
    [C.registerMobile, 'mobileNum'],
  ] as const) {
    app.put(call.path, { config: LIMIT }, async (request) => {
      const ctx = await contextOf(app, identity, request);
      const payload = decryptedBody(request, ctx);
      return ok(await register(ctx, method, payload, hostName(request.headers.host)));
    });
  }
}
