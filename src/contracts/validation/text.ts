/**
 * Control characters (C0, DEL, C1; NUL included, which PostgreSQL text cannot hold) are refused in
 * every text field. Multi-line fields (feedback, messages) may keep tab and line breaks.
 */
import * as v from 'valibot';
import { msg, VALIDATION_MESSAGES as M } from './messages';

export function hasControlChar(s: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (allowLineBreaks && (c === 9 || c === 10 || c === 13)) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/** A string without control characters (message `field.type`). */
export const plainText = () =>
  v.pipe(
    v.string(msg(M.notText)),
    v.check((s) => !hasControlChar(s), msg(M.notText)),
  );

/** A string that may hold tab and line breaks but no other control character. */
export const multiLineText = () =>
  v.pipe(
    v.string(msg(M.notText)),
    v.check((s) => !hasControlChar(s, true), msg(M.notText)),
  );
