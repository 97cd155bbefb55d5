/**
 * The development identity provider's pages (only when IDENTITY_PROVIDER=dev): a local sign-in
 * form that redirects back to a page of the site with `#id_token=<HS256 JWT>&provider=…&state=…`;
 * the token is for this brand (aud), carries the browser's nonce and expires after 10 minutes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ACCOUNT_CALLS as C } from '../../../src/contracts/account/calls';
import { PhoneSendRequestSchema, PhoneVerifyRequestSchema } from '../../../src/contracts/account/identity-phone';
import { nonceRule } from '../../../src/contracts/account/session';
import { ok } from '../../../src/contracts/envelope';
import { directionOf, languageTag } from '../../../src/contracts/languages';
import { FIELD_PATTERNS } from '../../../src/contracts/registration-fields';
import { forgotEmailRule } from '../../../src/contracts/validation/rules';
import type { Tenant } from '../../../tenants/schema';
import { assertIdentityUp } from '../../accounts/identity/availability';
import { sendDevPhoneCode, verifyDevPhoneCode } from '../../accounts/identity/dev-phone';
import { DEV_IDP_TEXTS } from '../../accounts/identity/dev-page-texts';
import { issueDevIdToken } from '../../accounts/identity/dev-provider';
import { brandHosts, safeReturnUrl } from '../../accounts/identity/safe-redirect';
import { SOCIAL_PROVIDERS } from '../../accounts/identity/types';
import { ApiError } from '../../http/api-error';
import { requestLanguage } from '../../i18n/request-language';
import { say } from '../../i18n/strings';
import { requireTenant } from '../../plugins/app/tenants';
import { parseWith } from './helpers';

const Authorize = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  redirect_uri: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  /** the browser's sign-in: `state` comes back in the fragment, `nonce` inside the id token */
  state: nonceRule,
  nonce: nonceRule,
});
/** The sign-in form takes the same rules as typed input (no markup, no control characters). */
const SignIn = v.object({
  ...Authorize.entries,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40), v.regex(new RegExp(FIELD_PATTERNS.name, 'u'), 'letters only')),
  email: forgotEmailRule,
});

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a sign-in may return to: a path of this site, or a page on one of the brand's own hosts. */
function returnUrl(app: FastifyInstance, request: FastifyRequest, tenant: Tenant, uri: string): string {
  const url = safeReturnUrl(uri, brandHosts(app.tenants, tenant, request.headers.host));
  if (url === null) throw new ApiError('request.invalid', { message: 'redirect_uri must be a page of this site (/m/...)' });
  return url;
}

export function devIdpRoutes(app: FastifyInstance, secret: string): void {
  // phone sign-in: a code to the number (dev outbox), then the code for an id token (channel sms)
  const phoneLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  app.post(C.devIdpPhoneSend.path, phoneLimit, async (request) => {
    const tenant = requireTenant(request);
    await assertIdentityUp(app.db, tenant.id);
    const body = parseWith(PhoneSendRequestSchema, request.body ?? {});
    if (!tenant.login.countryDialingCodes.some((code) => body.phoneNumber.startsWith(code))) {
      throw new ApiError('request.invalid', {
        message: `phoneNumber: a number of this site's dialing codes (${tenant.login.countryDialingCodes.join(', ')})`,
      });
    }
    const language = requestLanguage(request, tenant.defaultLanguage);
    return ok(
      await sendDevPhoneCode(app.db, {
        tenantId: tenant.id,
        brandName: tenant.brandName,
        phoneNumber: body.phoneNumber,
        nonce: body.nonce,
        language,
        now: new Date(),
      }),
    );
  });

  app.post(C.devIdpPhoneVerify.path, phoneLimit, async (request) => {
    const tenant = requireTenant(request);
    await assertIdentityUp(app.db, tenant.id);
    const body = parseWith(PhoneVerifyRequestSchema, request.body ?? {});
    return ok(
      await verifyDevPhoneCode(app.db, secret, { tenantId: tenant.id, sessionInfo: body.sessionInfo, code: body.code, now: new Date() }),
    );
  });

  app.get(C.devIdpAuthorize.path, async (request, reply) => {
    const tenant = requireTenant(request);
    await assertIdentityUp(app.db, tenant.id);
    const { tenant: _t, ...query } = (request.query ?? {}) as Record<string, unknown>;
    const q = parseWith(Authorize, query);
    const redirect = returnUrl(app, request, tenant, q.redirect_uri);
    const title = q.provider === 'google' ? 'Google' : 'Facebook';
    const hidden = { provider: q.provider, redirect_uri: redirect, state: q.state, nonce: q.nonce };
    const inputs = Object.entries(hidden)
      .map(([k, val]) => `<input type="hidden" name="${k}" value="${esc(val)}">`)
      .join('');
    const language = requestLanguage(request, tenant.defaultLanguage);
    const say_ = (key: keyof typeof DEV_IDP_TEXTS.texts.en) => esc(say(DEV_IDP_TEXTS, language, key, { provider: title }));
    const html = `<!doctype html><html lang="${languageTag(language)}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${say_('title')}</title><link rel="icon" href="data:,"></head>
<body style="font-family:sans-serif;max-width:22rem;margin:2rem auto;padding:0 1rem">
<h1 style="font-size:1.2rem">${say_('heading')}</h1>
<p>${say_('note')}</p>
<form method="post" action="${C.devIdpAuthorize.path}">${inputs}
<p><label>${say_('name')} <input name="name" required maxlength="40" autocomplete="name"></label></p>
<p><label>${say_('email')} <input name="email" type="email" required maxlength="255" autocomplete="email"></label></p>
<p><button type="submit">${say_('next')}</button></p></form></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post(C.devIdpAuthorize.path, async (request, reply) => {
    const tenant = requireTenant(request);
    await assertIdentityUp(app.db, tenant.id);
    const form = parseWith(SignIn, request.body ?? {});
    const redirect = returnUrl(app, request, tenant, form.redirect_uri);
    const token = issueDevIdToken(secret, {
      provider: form.provider,
      email: form.email,
      name: form.name,
      audience: tenant.id,
      nonce: form.nonce,
      now: new Date(),
    });
    const fragment = new URLSearchParams({ id_token: token, provider: form.provider, state: form.state });
    return reply.header('cache-control', 'no-store').redirect(`${redirect}#${fragment}`, 302);
  });
}
