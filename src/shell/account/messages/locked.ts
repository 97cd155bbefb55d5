/**
 * `login.locked`: the server sends `value.retryAfterSeconds`; the player is told how many minutes
 * (rounded up, at least 1) with a plural, or the general text when the value is missing.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export function lockedMinutes(value: unknown): number | null {
  const seconds = value && typeof value === 'object' ? (value as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

export function lockedText(i18n: I18n, minutes: number): string {
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
