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
  captchaLength: 4,
  smsTtlMs: 5 * 60 * 1000,
  smsMaxAttempts: 5,
  smsMinIntervalMs: 60 * 1000,
  smsPerHour: 5,
  temporaryPasswordTtlMs: 24 * 60 * 60 * 1000,
  trialTtlMs: 24 * 60 * 60 * 1000,
} as const;

export type IdentitySettings = { provider: 'dev' | 'firebase'; devSecret: string };

const DEV_DEFAULT_SECRET = 'dev-idp-secret-for-local-development-only';

export function identitySettings(env: Record<string, string | undefined> = process.env): IdentitySettings {
  const production = env.NODE_ENV === 'production';
  const chosen = env.IDENTITY_PROVIDER ?? (production ? 'firebase' : 'dev');
  if (chosen !== 'dev' && chosen !== 'firebase') {
    throw new Error(`Invalid server configuration:\nIDENTITY_PROVIDER: must be dev or firebase (got "${chosen}")`);
  }
  const secret = env.DEV_IDP_SECRET ?? (production ? '' : DEV_DEFAULT_SECRET);
  if (chosen === 'dev' && secret.length < 32) {
    throw new Error('Invalid server configuration:\nDEV_IDP_SECRET: at least 32 characters when IDENTITY_PROVIDER=dev in production');
  }
  return { provider: chosen, devSecret: secret };
}
