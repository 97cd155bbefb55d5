/** Captcha, username / e-mail / affiliate checks and the SMS send-code call. */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS as C } from '../../../src/contracts/account/calls';
import { CaptchaQuerySchema } from '../../../src/contracts/account/captcha';
import { CheckAffiliateQuerySchema, CheckEmailFormSchema, CheckUsernameQuerySchema } from '../../../src/contracts/account/checks';
import { ACCOUNT_SUCCESS_MESSAGES } from '../../../src/contracts/account/error-codes';
import { ok } from '../../../src/contracts/envelope';
import { createCaptcha } from '../../accounts/captchas';
import type { IdentityProvider } from '../../accounts/identity';
import { agentByAffiliateCode, emailTaken, memberByUsername } from '../../accounts/members';
import { sendSmsCode } from '../../accounts/sms-send';
import { ApiError } from '../../http/api-error';
import { contextOf, parseWith } from './helpers';

const withoutTenant = (q: unknown) => {
  const { tenant: _t, ...rest } = (q ?? {}) as Record<string, unknown>;
  return rest;
};

/** Availability checks answer what registration needs to know: limited per address so nobody lists the members. */
const CHECK_LIMIT = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

export function checkRoutes(app: FastifyInstance, identity: IdentityProvider): void {
  app.get(C.captcha.path, { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const ctx = await contextOf(app, identity, request);
    parseWith(CaptchaQuerySchema, withoutTenant(request.query));
    return ok(await createCaptcha(ctx.db, ctx.brand.tenant.id, ctx.now));
  });

  app.get(C.checkUsername.path, CHECK_LIMIT, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const q = parseWith(CheckUsernameQuerySchema, withoutTenant(request.query));
    return ok({ available: !(await memberByUsername(ctx.db, ctx.brand.tenant.merchantCode, q.username)) });
  });

  app.post(C.checkEmail.path, CHECK_LIMIT, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const f = parseWith(CheckEmailFormSchema, request.body ?? {});
    return ok({ available: !(await emailTaken(ctx.db, ctx.brand.tenant.merchantCode, f.email)) });
  });

  app.get(C.checkAffiliate.path, CHECK_LIMIT, async (request) => {
    const ctx = await contextOf(app, identity, request);
    const q = parseWith(CheckAffiliateQuerySchema, withoutTenant(request.query));
    const agent = await agentByAffiliateCode(ctx.db, ctx.brand.tenant.merchantCode, q.code);
    if (!agent) throw new ApiError('register.invitation.invalid', { value: { field: 'affiliateCode' } });
    return ok({ code: q.code });
  });

  app.post(C.smsSend.path, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
    const ctx = await contextOf(app, identity, request);
    return ok(await sendSmsCode(ctx, request.body ?? {}), ACCOUNT_SUCCESS_MESSAGES.smsSent);
  });
}
