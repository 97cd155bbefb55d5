/** Forgot by e-mail (query string), set password by phone (encrypted), change password (token). */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS as C } from '../../../src/contracts/account/calls';
import { ACCOUNT_SUCCESS_MESSAGES } from '../../../src/contracts/account/error-codes';
import { ok } from '../../../src/contracts/envelope';
import type { IdentityProvider } from '../../accounts/identity';
import { changePassword, forgotByEmail, setPasswordByPhone } from '../../accounts/passwords';
import { contextOf, decryptedBody, sessionOf } from './helpers';

const LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export function passwordRoutes(app: FastifyInstance, identity: IdentityProvider): void {
  app.post(C.forgotByEmail.path, { config: LIMIT }, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const { tenant: _t, ...query } = (request.query ?? {}) as Record<string, unknown>;
    await forgotByEmail(ctx, query);
    return ok(null, ACCOUNT_SUCCESS_MESSAGES.forgotEmailSent);
  });

  app.post(C.setPasswordByPhone.path, { config: LIMIT }, async (request) => {
    const ctx = await contextOf(app, identity, request);
    await setPasswordByPhone(ctx, decryptedBody(request, ctx));
    return ok(null, ACCOUNT_SUCCESS_MESSAGES.passwordChanged);
  });

  app.post(C.changePassword.path, { config: LIMIT }, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const { member } = await sessionOf(request, ctx);
    await changePassword(ctx, member, request.body ?? {});
    return ok(null, ACCOUNT_SUCCESS_MESSAGES.passwordChanged);
  });
}
