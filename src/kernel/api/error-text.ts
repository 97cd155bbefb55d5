/**
 * One way from a failed call to what the player reads, for every area's table of codes: the area's
 * own message for a code it names, the kernel's (`ApiError.descriptor`) for any other answer, and
 * the area's fallback for a failure that is not an answer (a script that could not load, a bug).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiError } from './errors';

/** An area's messages by error code. */
export type ErrorTexts = Readonly<Record<string, MessageDescriptor>>;

/** The message for `error`: the table's for its code, else the kernel's, else (not an answer) `fallback`. */
export function errorMessageOf(texts: ErrorTexts, fallback: MessageDescriptor, error: unknown): MessageDescriptor {
  if (!(error instanceof ApiError)) return fallback;
  return (Object.hasOwn(texts, error.code) ? texts[error.code] : undefined) ?? error.descriptor;
}

/** An area's `(i18n, error) => text` from its table and its fallback. */
export function errorTextOf(texts: ErrorTexts, fallback: MessageDescriptor): (i18n: I18n, error: unknown) => string {
  return (i18n, error) => i18n._(errorMessageOf(texts, fallback, error));
}
