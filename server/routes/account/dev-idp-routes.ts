/**
 * The development identity provider's pages (only when IDENTITY_PROVIDER=dev): a local sign-in
 * form that redirects back to the site with `#id_token=<HS256 JWT>&provider=<google|facebook>`.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ACCOUNT_CALLS as C } from '../../../src/contracts/account/calls';
import { AccountError } from '../../accounts/errors';
import { issueDevIdToken } from '../../accounts/identity/dev-provider';
import { SOCIAL_PROVIDERS } from '../../accounts/identity/types';
import { hostName } from '../../tenants/registry';
import { parseWith } from './helpers';

const Authorize = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  redirect_uri: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});
const SignIn = v.object({
  ...Authorize.entries,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(255)),
});

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function devIdpRoutes(app: FastifyInstance, secret: string): void {
  /** Only back to this site: a relative path, or a loopback / known brand host. */
  function safeRedirect(uri: string): string {
    if (uri.startsWith('/') && !uri.startsWith('//')) return uri;
    try {
      const url = new URL(uri);
      const host = hostName(url.host);
      const known = host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost') || app.tenants.all.some((t) => t.domains.some((d) => hostName(d) === host));
      if ((url.protocol === 'http:' || url.protocol === 'https:') && known) return url.toString();
    } catch {
      // not a URL: refused below
    }
    throw new AccountError('request.invalid', 'redirect_uri must lead back to this site');
  }

  app.get(C.devIdpAuthorize.path, async (request, reply) => {
    const { tenant: _t, ...query } = (request.query ?? {}) as Record<string, unknown>;
    const q = parseWith(Authorize, query);
    const redirect = safeRedirect(q.redirect_uri);
    const title = q.provider === 'google' ? 'Google' : 'Facebook';
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${title} (development)</title><link rel="icon" href="data:,"></head>
<body style="font-family:sans-serif;max-width:22rem;margin:2rem auto;padding:0 1rem">
<h1 style="font-size:1.2rem">Sign in with ${title}</h1>
<p>Development identity provider: no real ${title} account is used.</p>
<form method="post" action="${C.devIdpAuthorize.path}">
<input type="hidden" name="provider" value="${esc(q.provider)}"><input type="hidden" name="redirect_uri" value="${esc(redirect)}">
<p><label>Name <input name="name" required maxlength="40" autocomplete="name"></label></p>
<p><label>E-mail <input name="email" type="email" required maxlength="255" autocomplete="email"></label></p>
<p><button type="submit">Continue</button></p></form></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.post(C.devIdpAuthorize.path, async (request, reply) => {
    const form = parseWith(SignIn, request.body ?? {});
    const redirect = safeRedirect(form.redirect_uri);
    const token = issueDevIdToken(secret, { provider: form.provider, email: form.email, name: form.name, now: new Date() });
    const target = `${redirect.split('#')[0]}#id_token=${encodeURIComponent(token)}&provider=${form.provider}`;
    return reply.redirect(target, 302);
  });
}
