/**
 * The account route group: session, registration, checks and SMS, passwords, member, and (in
 * development) the local identity provider. Account failures are ApiErrors: the
 * app's one error handler answers them with their stable code and value (e.g. `value.captcha`).
 */
import type { FastifyInstance } from 'fastify';
import { identityProvider } from '../../accounts/identity';
import { installSecret } from '../../accounts/install-secret';
import { identitySettings } from '../../accounts/settings';
import { checkRoutes } from './check-routes';
import { devIdpRoutes } from './dev-idp-routes';
import { memberRoutes } from './member-routes';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { sessionRoutes } from './session-routes';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const settings = identitySettings();
  const devSecret = settings.provider === 'dev' ? (settings.devSecret ?? (await installSecret(app.db, 'dev-idp'))) : '';
  const identity = identityProvider(settings.provider, devSecret);

  sessionRoutes(app, identity);
  registerRoutes(app, identity);
  checkRoutes(app, identity);
  passwordRoutes(app, identity);
  memberRoutes(app, identity);
  if (settings.provider === 'dev') devIdpRoutes(app, devSecret);
}
