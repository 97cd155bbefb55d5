/** POST /wps/session/login, POST /wps/session/login/freeplay, DELETE /wps/session/logout. */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS as C } from '../../../src/contracts/account/calls';
import { FreePlayLoginRequestSchema, LoginRequestSchema } from '../../../src/contracts/account/session';
import { ok } from '../../../src/contracts/envelope';
import { requireFlags } from '../../accounts/brand';
import type { IdentityProvider } from '../../accounts/identity';
import { loginByIdentity, loginBySms, loginByUsername } from '../../accounts/login';
import { freePlayLogin } from '../../accounts/member-info';
import { revokeSession } from '../../accounts/sessions';
import { contextOf, decryptedBody, parseWith, sessionOf } from './helpers';

const LOGIN_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function sessionRoutes(app: FastifyInstance, identity: IdentityProvider): void {
  app.post(C.login.path, { config: LOGIN_LIMIT }, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const req = parseWith(LoginRequestSchema, decryptedBody(request, ctx));
    if (req.type === 'username') return ok(await loginByUsername(ctx, req));
    if (req.type === 'sms') {
      requireFlags(ctx.brand, 'Login with an SMS code', 'MOBLOGIN3');
      return ok(await loginBySms(ctx, req));
    }
    return ok(await loginByIdentity(ctx, req));
  });

  app.post(C.freePlayLogin.path, { config: LOGIN_LIMIT }, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const req = parseWith(FreePlayLoginRequestSchema, request.body ?? {});
    return ok(await freePlayLogin(ctx, req.userName));
  });

  app.delete(C.logout.path, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const { session } = await sessionOf(request, ctx);
    await revokeSession(ctx.db, session.id, 'logout', ctx.now);
    return ok(null);
  });
}
