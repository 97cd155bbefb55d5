/**
 * `login.locked`: the server sends `value.retryAfterSeconds` and `value.blocked`. `address`: the
 * caller's IP address is blocked after too many failed attempts from it (the spec's "IP blocked"),
 * for every account; otherwise the account is locked. The player is told how many minutes (rounded
 * up, at least 1) with a plural, or the general text when the value is missing.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export function lockedMinutes(value: unknown): number | null {
  const seconds = value && typeof value === 'object' ? (value as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** True when the lock is on the caller's IP address, not on an account. */
export function ipBlocked(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { blocked?: unknown }).blocked === 'address';
}

export const ipBlockedMessage = msg({
  id: 'ip_blocked',
  message: 'Your IP address is blocked after too many failed attempts, try again later',
});

export function lockedText(i18n: I18n, minutes: number | null, value: unknown = null): string {
  if (ipBlocked(value)) {
    if (minutes === null) return i18n._(ipBlockedMessage);
    return i18n._(
      msg({
        id: 'ip_blocked.minutes',
        message: plural(minutes, {
          one: 'Your IP address is blocked after too many failed attempts, try again in # minute',
          other: 'Your IP address is blocked after too many failed attempts, try again in # minutes',
        }),
      }),
    );
  }
  if (minutes === null)
    return i18n._(msg({ id: 'login.locked', message: 'Too many failed attempts: the account is locked, try again later' }));
  return i18n._(
    msg({
      id: 'login.locked.minutes',
      message: plural(minutes, {
        one: 'Too many failed attempts: the account is locked, try again in # minute',
        other: 'Too many failed attempts: the account is locked, try again in # minutes',
      }),
    }),
  );
}
