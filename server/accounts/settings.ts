/**
 * Account settings: limits and lifetimes, and the identity-provider choice from the environment
 * (`IDENTITY_PROVIDER` dev|firebase, `DEV_IDP_SECRET`). Documented in server/accounts/README.md.
 */
export const LIMITS = {
  sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
  failureWindowMs: 15 * 60 * 1000,
  lockAfterFailures: 10,
  lockMs: 15 * 60 * 1000,
  captchaTtlMs: 5 * 60 * 1000,
  /** spec §9 */
  captchaLength: 6,
  /** how long an identity-provider id token is accepted after it is issued */
  idTokenTtlMs: 10 * 60 * 1000,
  smsTtlMs: 5 * 60 * 1000,
  smsMaxAttempts: 5,
  smsMinIntervalMs: 60 * 1000,
  smsPerHour: 5,
  temporaryPasswordTtlMs: 24 * 60 * 60 * 1000,
  trialTtlMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * `devSecret` null: the development provider signs with the installation's random secret (made on
 * first start, kept in the database; see install-secret.ts). `DEV_IDP_SECRET` may name one (at least
 * 32 characters) so several installations share it. Production refuses the development provider and
 * any development secret: it must not start with them.
 */
export type IdentitySettings = { provider: 'dev' | 'firebase'; devSecret: string | null };

function refuse(line: string): never {
  throw new Error(`Invalid server configuration:\n${line}`);
}

export function identitySettings(env: Record<string, string | undefined> = process.env): IdentitySettings {
  const production = env.NODE_ENV === 'production';
  const chosen = env.IDENTITY_PROVIDER || (production ? 'firebase' : 'dev');
  if (chosen !== 'dev' && chosen !== 'firebase') refuse(`IDENTITY_PROVIDER: must be dev or firebase (got "${chosen}")`);
  const secret = env.DEV_IDP_SECRET || null;
  if (production && chosen === 'dev') refuse('IDENTITY_PROVIDER: the development identity provider cannot run in production');
  if (production && secret) refuse('DEV_IDP_SECRET: a development secret cannot be set in production');
  if (secret !== null && secret.length < 32) refuse('DEV_IDP_SECRET: at least 32 characters');
  return { provider: chosen, devSecret: secret };
}
