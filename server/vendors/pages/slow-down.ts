/** A rate-limited call's words (`vendor.rate_limited`): slow down, and in how many seconds to try again. */
import { t } from './i18n.js';

export function slowDownText(value: unknown): string {
  const s = value && typeof value === 'object' ? (value as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  const seconds = typeof s === 'number' && Number.isFinite(s) && s > 0 ? Math.ceil(s) : 1;
  return t('slowDown').replace('{s}', String(seconds));
}
