/**
 * The account route group: session, registration, checks and SMS, passwords, member, and (in
 * development) the local identity provider. Account failures answer the envelope with their
 * stable code and value (e.g. `value.captcha`); other errors go to the app's error handler.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from '../../../src/contracts/envelope';
import { AccountError } from '../../accounts/errors';
import { identityProvider } from '../../accounts/identity';
import { identitySettings } from '../../accounts/settings';
import { checkRoutes } from './check-routes';
import { devIdpRoutes } from './dev-idp-routes';
import { memberRoutes } from './member-routes';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';
import { sessionRoutes } from './session-routes';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const settings = identitySettings();
  const identity = identityProvider(settings);

  app.setErrorHandler((error: FastifyError | AccountError, _request, reply) => {
    if (error instanceof AccountError) return reply.code(error.statusCode).send(fail(error.code, error.message, error.value));
    throw error; // the app's handler answers everything else
  });

  sessionRoutes(app, identity);
  registerRoutes(app, identity);
  checkRoutes(app, identity);
  passwordRoutes(app, identity);
  memberRoutes(app, identity);
  if (settings.provider === 'dev') devIdpRoutes(app, settings.devSecret);
}
