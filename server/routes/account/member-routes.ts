/** GET /wps/member/info, POST /wps/member/trialuser, GET /wps/member/rank/progress. */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS as C } from '../../../src/contracts/account/calls';
import { ok } from '../../../src/contracts/envelope';
import type { IdentityProvider } from '../../accounts/identity';
import { createTrialUser, memberInfo } from '../../accounts/member-info';
import { rankProgress } from '../../member/vip';
import { contextOf, requireNonSimpleRequest, sessionOf } from './helpers';

export function memberRoutes(app: FastifyInstance, identity: IdentityProvider): void {
  app.get(C.memberInfo.path, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const { member } = await sessionOf(request, ctx);
    return ok(memberInfo(member));
  });

  app.post(C.trialUser.path, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
    requireNonSimpleRequest(request);
    const ctx = await contextOf(app, identity, request);
    return ok(await createTrialUser(ctx));
  });

  app.get(C.rankProgress.path, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const { member } = await sessionOf(request, ctx);
    return ok(await rankProgress(ctx.db, ctx.brand.tenant, member, ctx.now));
  });
}
