/**
 * One way from a failed call to what the player reads, for every area's table of codes: the area's
 * own message for a code it names, the kernel's for any other answer (`ApiError.descriptor`), and
 * the area's fallback for a failure that is not an answer (a script that could not load, a bug).
 * It sits in the contracts rather than the kernel so that each remote, and the host's lazy account
 * sheet, bundles these few lines itself: the host's first load carries none of them.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

/** A failure the server answered: its code and the client's message for it (the kernel's `ApiError` is one). */
export type AnsweredError = Error & { readonly code: string; readonly descriptor: MessageDescriptor };

/** An area's messages by error code. */
export type ErrorTexts = Readonly<Record<string, MessageDescriptor>>;

/** An error with a code and a message for it; anything else (a thrown bug, a failed script) is no answer. */
export function isAnswered(error: unknown): error is AnsweredError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && 'descriptor' in error;
}

/** The message for `error`: the table's for its code, else the kernel's, else (not an answer) `fallback`. */
export function errorMessageOf(texts: ErrorTexts, fallback: MessageDescriptor, error: unknown): MessageDescriptor {
  if (!isAnswered(error)) return fallback;
  return (Object.hasOwn(texts, error.code) ? texts[error.code] : undefined) ?? error.descriptor;
}

/** An area's `(i18n, error) => text` from its table and its fallback. */
export function errorTextOf(texts: ErrorTexts, fallback: MessageDescriptor): (i18n: I18n, error: unknown) => string {
  return (i18n, error) => i18n._(errorMessageOf(texts, fallback, error));
}
